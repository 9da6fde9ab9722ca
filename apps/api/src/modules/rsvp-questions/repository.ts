import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TRsvpQuestion, TRsvpQuestionAnswer } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { guests, invitations, rsvpQuestionAnswers, rsvpQuestions, rsvps } from '../../db/schema';

export type TQuestionRow = typeof rsvpQuestions.$inferSelect;
export type TQuestionInsert = typeof rsvpQuestions.$inferInsert;

export function toQuestion(row: TQuestionRow): TRsvpQuestion {
  return { id: row.id, ...asked(row), archived: row.archivedAt !== null };
}

type TAsked = 'kind' | 'label' | 'required' | 'per' | 'eventId' | 'options' | 'min' | 'max' | 'position';

/** What the couple sets on a question: read back as the question, written again by a save. */
function asked<T extends TQuestionInsert>(row: T): Pick<T, TAsked> {
  const { kind, label, required, per, eventId, options, min, max, position } = row;
  return { kind, label, required, per, eventId, options, min, max, position };
}

/** The invitation's questions in the page's order, archived ones after the asked ones. */
export async function listQuestions(
  db: TDbOrTx,
  invitationId: string,
  options: { archived: boolean },
): Promise<TRsvpQuestion[]> {
  const rows = await db
    .select()
    .from(rsvpQuestions)
    .where(
      and(
        eq(rsvpQuestions.invitationId, invitationId),
        options.archived ? undefined : isNull(rsvpQuestions.archivedAt),
      ),
    )
    .orderBy(
      sql`${rsvpQuestions.archivedAt} is not null`,
      asc(rsvpQuestions.position),
      asc(rsvpQuestions.id),
    );
  return rows.map(toQuestion);
}

/**
 * Answers kept per question, and which options they name (a multiple choice names each it picked). Read
 * whole: it runs when the couple saves the questions, not on the guests' path.
 */
export async function answerUsage(db: TDbOrTx, invitationId: string) {
  const rows = await db
    .select({ questionId: rsvpQuestionAnswers.questionId, value: rsvpQuestionAnswers.value })
    .from(rsvpQuestionAnswers)
    .where(eq(rsvpQuestionAnswers.invitationId, invitationId));
  const answered: Record<string, number> = {};
  const options = new Set<string>();
  for (const row of rows) {
    answered[row.questionId] = (answered[row.questionId] ?? 0) + 1;
    for (const option of Array.isArray(row.value) ? row.value : [row.value])
      options.add(`${row.questionId}|${option}`);
  }
  return {
    answered,
    optionUsed: (questionId: string, optionId: string) => options.has(`${questionId}|${optionId}`),
  };
}

/** Writes the questions kept (new or changed) in one statement per question. */
export async function upsertQuestion(tx: TDbOrTx, row: TQuestionInsert) {
  await tx
    .insert(rsvpQuestions)
    .values(row)
    .onConflictDoUpdate({
      target: [rsvpQuestions.invitationId, rsvpQuestions.id],
      set: { ...asked(row), archivedAt: null, updatedAt: row.updatedAt },
    });
}

export async function archiveQuestions(tx: TDbOrTx, invitationId: string, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(rsvpQuestions)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(rsvpQuestions.invitationId, invitationId), inArray(rsvpQuestions.id, ids)));
}

export async function deleteQuestions(tx: TDbOrTx, invitationId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(rsvpQuestions)
    .where(and(eq(rsvpQuestions.invitationId, invitationId), inArray(rsvpQuestions.id, ids)));
}

/** A respondent's answers, as the page fills them in. */
export async function respondentAnswers(
  db: TDbOrTx,
  invitationId: string,
  respondentKey: string,
): Promise<TRsvpQuestionAnswer[]> {
  return db
    .select({
      questionId: rsvpQuestionAnswers.questionId,
      eventId: rsvpQuestionAnswers.eventId,
      personKey: rsvpQuestionAnswers.personKey,
      value: rsvpQuestionAnswers.value,
    })
    .from(rsvpQuestionAnswers)
    .where(
      and(
        eq(rsvpQuestionAnswers.invitationId, invitationId),
        eq(rsvpQuestionAnswers.respondentKey, respondentKey),
      ),
    )
    .orderBy(asc(rsvpQuestionAnswers.questionId), asc(rsvpQuestionAnswers.personKey));
}

/**
 * Replaces a respondent's answers to the questions still asked; answers to archived questions stay as
 * they were, since the page no longer offers them.
 */
export async function replaceRespondentAnswers(
  tx: TDbOrTx,
  input: {
    invitationId: string;
    respondentKey: string;
    guestId: string | null;
    askedIds: string[];
    answers: TRsvpQuestionAnswer[];
    now: Date;
  },
) {
  if (input.askedIds.length > 0) {
    await tx
      .delete(rsvpQuestionAnswers)
      .where(
        and(
          eq(rsvpQuestionAnswers.invitationId, input.invitationId),
          eq(rsvpQuestionAnswers.respondentKey, input.respondentKey),
          inArray(rsvpQuestionAnswers.questionId, input.askedIds),
        ),
      );
  }
  if (input.answers.length === 0) return;
  await tx.insert(rsvpQuestionAnswers).values(
    input.answers.map((answer) => ({
      invitationId: input.invitationId,
      questionId: answer.questionId,
      guestId: input.guestId,
      respondentKey: input.respondentKey,
      eventId: answer.eventId,
      personKey: answer.personKey,
      value: answer.value,
      updatedAt: input.now,
    })),
  );
}

/** The answers of these guests, for the guest list's columns and the export. */
export async function answersOfGuests(db: TDbOrTx, guestIds: string[]) {
  if (guestIds.length === 0) return [];
  return db
    .select({
      guestId: rsvpQuestionAnswers.guestId,
      questionId: rsvpQuestionAnswers.questionId,
      eventId: rsvpQuestionAnswers.eventId,
      personKey: rsvpQuestionAnswers.personKey,
      value: rsvpQuestionAnswers.value,
    })
    .from(rsvpQuestionAnswers)
    .where(inArray(rsvpQuestionAnswers.guestId, guestIds))
    .orderBy(asc(rsvpQuestionAnswers.questionId), asc(rsvpQuestionAnswers.personKey));
}

/** A guest-list condition: the guest's answer to a question picked this option (the list's filter). */
export function guestChose(invitationId: string, questionId: string, optionId: string) {
  return sql`exists (
    select 1 from ${rsvpQuestionAnswers} a
    where a.invitation_id = ${invitationId} and a.guest_id = ${guests.id} and a.question_id = ${questionId}
      and (a.value = to_jsonb(${optionId}::text) or a.value @> jsonb_build_array(${optionId}::text))
  )`;
}

/** Every answer of an invitation and every RSVP with who it brings, for the caterer's count. */
export async function countInputs(db: TDbOrTx, invitationIds: string[]) {
  if (invitationIds.length === 0) return { answers: [], rsvpRows: [] };
  const answers = await db
    .select({
      invitationId: rsvpQuestionAnswers.invitationId,
      respondentKey: rsvpQuestionAnswers.respondentKey,
      questionId: rsvpQuestionAnswers.questionId,
      eventId: rsvpQuestionAnswers.eventId,
      personKey: rsvpQuestionAnswers.personKey,
      value: rsvpQuestionAnswers.value,
    })
    .from(rsvpQuestionAnswers)
    .where(inArray(rsvpQuestionAnswers.invitationId, invitationIds));
  const rsvpRows = await db
    .select({
      invitationId: rsvps.invitationId,
      respondentKey: rsvps.respondentKey,
      eventId: rsvps.eventId,
      attendance: rsvps.attendance,
      pax: rsvps.pax,
      name: rsvps.name,
      attendees: rsvps.attendees,
      guestName: guests.name,
      members: guests.members,
    })
    .from(rsvps)
    .leftJoin(guests, eq(guests.id, rsvps.guestId))
    .where(and(inArray(rsvps.invitationId, invitationIds), eq(rsvps.attendance, 'hadir')));
  return { answers, rsvpRows };
}

/** The couple's invitations that have questions, for the dashboard. */
export async function invitationsWithQuestions(db: TDbOrTx, userId: string) {
  return db
    .selectDistinct({ id: invitations.id, content: invitations.content, createdAt: invitations.createdAt })
    .from(invitations)
    .innerJoin(rsvpQuestions, eq(rsvpQuestions.invitationId, invitations.id))
    .where(and(eq(invitations.userId, userId), isNull(rsvpQuestions.archivedAt)))
    .orderBy(asc(invitations.createdAt));
}

/** The answers kept for questions no longer on the invitation, for the account export (none dropped). */
export async function answersOfInvitations(db: TDbOrTx, invitationIds: string[]) {
  if (invitationIds.length === 0) return [];
  return db
    .select()
    .from(rsvpQuestionAnswers)
    .where(inArray(rsvpQuestionAnswers.invitationId, invitationIds))
    .orderBy(asc(rsvpQuestionAnswers.invitationId), asc(rsvpQuestionAnswers.respondentKey));
}

export async function questionsOfInvitations(db: TDbOrTx, invitationIds: string[]) {
  if (invitationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(rsvpQuestions)
    .where(inArray(rsvpQuestions.invitationId, invitationIds))
    .orderBy(asc(rsvpQuestions.invitationId), asc(rsvpQuestions.position));
  return rows.map((row) => ({ invitationId: row.invitationId, ...toQuestion(row) }));
}
