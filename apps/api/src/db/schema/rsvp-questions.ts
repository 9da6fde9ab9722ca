import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { TRsvpAnswerValue, TRsvpQuestionKind, TRsvpQuestionOption, TRsvpQuestionPer } from '@undangin/shared';
import { id, ref, stampedAt, timestampTz, timestamps } from './columns';
import { guests } from './guests';
import { invitations } from './invitations';

/**
 * The couple's own RSVP questions (issue 17 part 2). A question's id is short and the invitation's own
 * (`q1`, `q2`…), since it names the public form's fields. A question or option removed after it was
 * answered is archived, never deleted, so its answers still read.
 */
export const rsvpQuestions = pgTable(
  'rsvp_questions',
  {
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    id: text('id').notNull(),
    kind: text('kind').$type<TRsvpQuestionKind>().notNull(),
    label: jsonb('label').$type<{ id: string; en?: string }>().notNull(),
    required: boolean('required').notNull(),
    per: text('per').$type<TRsvpQuestionPer>().notNull(),
    /** Asked only for this session of the invitation's content; null: every session. */
    eventId: text('event_id'),
    options: jsonb('options').$type<TRsvpQuestionOption[]>().notNull().default([]),
    min: integer('min'),
    max: integer('max'),
    position: integer('position').notNull(),
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.id] })],
);

/**
 * One answer to one question by one person (`self`, `m:<id>`, `p:<n>`) or the household (`household`)
 * of one respondent (rsvps.respondent_key). The event is the question's session, null for every session.
 */
export const rsvpQuestionAnswers = pgTable(
  'rsvp_question_answers',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    questionId: text('question_id').notNull(),
    guestId: ref('guest_id', () => guests.id, 'cascade'),
    respondentKey: text('respondent_key').notNull(),
    eventId: text('event_id'),
    personKey: text('person_key').notNull(),
    value: jsonb('value').$type<TRsvpAnswerValue>().notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    unique('rsvp_question_answers_unique')
      .on(t.invitationId, t.questionId, t.respondentKey, t.eventId, t.personKey)
      .nullsNotDistinct(),
    index('rsvp_question_answers_respondent_idx').on(t.invitationId, t.respondentKey),
    index('rsvp_question_answers_guest_idx').on(t.guestId),
  ],
);
