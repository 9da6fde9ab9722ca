import {
  answerPeople,
  answersCell,
  questionHeading,
  countQuestionAnswers,
  isChoiceKind,
  type TInvitationContentDraft,
  type TQuestionCounts,
  type TRsvpQuestion,
  type TRsvpQuestionList,
  type TRsvpQuestionOption,
  type ZRsvpQuestionsSave,
} from '@undangin/shared';
import type { z } from 'zod';
import type { TDb, TDbOrTx } from '../../db/client';
import { invalid } from '../../lib/errors';
import type { TEventBus } from '../../plugins/events';
import type { TAuthUser } from '../auth/plugin';
import { requireAccess } from '../invitations/access';
import { findInvitationRef, lockInvitation } from '../invitations/repository';
import * as repo from './repository';

/** What the questions' routes need from a request. */
export type TQuestionsContext = { db: TDb; actor: TAuthUser; now: Date; events: TEventBus };

type TSave = z.output<typeof ZRsvpQuestionsSave>;

/** Administrators manage any couple's guest list, and these questions shape it, so they reach them too. */
const REACH = { reach: 'owner-or-admin' } as const;

export async function getQuestions(ctx: TQuestionsContext, invitationId: string): Promise<TRsvpQuestionList> {
  requireAccess(ctx.actor, await findInvitationRef(ctx.db, invitationId), REACH);
  return questionList(ctx.db, invitationId);
}

async function questionList(db: TDbOrTx, invitationId: string): Promise<TRsvpQuestionList> {
  const [questions, usage] = await Promise.all([
    repo.listQuestions(db, invitationId, { archived: true }),
    repo.answerUsage(db, invitationId),
  ]);
  return { questions, answered: usage.answered };
}

/** The next short id after the highest one used (`q3` → `q4`), so a removed id is never handed out again. */
function nextIds(prefix: string, used: readonly string[]) {
  let next = Math.max(0, ...used.map((id) => (id.startsWith(prefix) ? Number(id.slice(1)) || 0 : 0)));
  return () => `${prefix}${(next += 1)}`;
}

/**
 * Saves the whole list: its order is the page's order. A question or option left out is deleted, or
 * archived when someone answered it (its answers are kept and read as removed, never re-mapped); an
 * answered question keeps its kind, since its answers would no longer read.
 */
export async function saveQuestions(
  ctx: TQuestionsContext,
  invitationId: string,
  input: TSave,
): Promise<TRsvpQuestionList> {
  const slug = await ctx.db.transaction(async (tx) => {
    const invitation = requireAccess(ctx.actor, await lockInvitation(tx, invitationId), REACH);
    const content = invitation.content as TInvitationContentDraft;
    const eventIds = new Set((content.events ?? []).map((event) => event.id));
    const existing = await repo.listQuestions(tx, invitationId, { archived: true });
    const byId = new Map(existing.map((question) => [question.id, question]));
    const usage = await repo.answerUsage(tx, invitationId);

    const errors: Record<string, string[]> = {};
    input.questions.forEach((question, index) => {
      const at = `questions.${index}`;
      const before = question.id ? byId.get(question.id) : undefined;
      if (question.id && !before) errors[`${at}.id`] = ['Pertanyaan tidak dikenal'];
      if (question.eventId !== null && !eventIds.has(question.eventId))
        errors[`${at}.eventId`] = ['Acara tidak dikenal'];
      if (before && before.kind !== question.kind && (usage.answered[before.id] ?? 0) > 0) {
        errors[`${at}.kind`] = ['Jenis pertanyaan yang sudah dijawab tidak bisa diubah'];
      }
      question.options.forEach((option, optionIndex) => {
        if (option.id && !before?.options.some((known) => known.id === option.id)) {
          errors[`${at}.options.${optionIndex}.id`] = ['Pilihan tidak dikenal'];
        }
      });
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const questionId = nextIds(
      'q',
      existing.map((question) => question.id),
    );
    const kept = new Set<string>();
    for (const [position, question] of input.questions.entries()) {
      const before = question.id ? byId.get(question.id) : undefined;
      const id = before?.id ?? questionId();
      kept.add(id);
      let options: TRsvpQuestionOption[] = [];
      if (isChoiceKind(question.kind)) {
        const optionId = nextIds('o', before?.options.map((option) => option.id) ?? []);
        options = question.options.map((option) => ({
          id: option.id ?? optionId(),
          label: option.label,
          archived: false,
        }));
        const offered = new Set(options.map((option) => option.id));
        for (const old of before?.options ?? []) {
          if (!offered.has(old.id) && usage.optionUsed(id, old.id)) options.push({ ...old, archived: true });
        }
      }
      await repo.upsertQuestion(tx, {
        invitationId,
        id,
        kind: question.kind,
        label: question.label,
        required: question.required,
        per: question.per,
        eventId: question.eventId,
        options,
        min: question.min,
        max: question.max,
        position,
        archivedAt: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
    }
    const left = existing.filter((question) => !kept.has(question.id));
    const answered = (question: TRsvpQuestion) => (usage.answered[question.id] ?? 0) > 0;
    await repo.archiveQuestions(
      tx,
      invitationId,
      left.filter((question) => answered(question) && !question.archived).map((question) => question.id),
      ctx.now,
    );
    await repo.deleteQuestions(
      tx,
      invitationId,
      left.filter((question) => !answered(question)).map((question) => question.id),
    );
    return invitation.slug;
  });
  // The page shows the questions in its RSVP section: every process reads the invitation again.
  ctx.events.emit('invitation.changed', { slug });
  return questionList(ctx.db, invitationId);
}

/** The questions a guest's form asks, in order. */
export function askedQuestions(db: TDbOrTx, invitationId: string): Promise<TRsvpQuestion[]> {
  return repo.listQuestions(db, invitationId, { archived: false });
}

export const { respondentAnswers, replaceRespondentAnswers, answersOfGuests } = repo;

/** Per invitation, the caterer's count: per session, per choice question, per option, of people attending. */
export async function caterCounts(
  db: TDbOrTx,
  invitationIds: string[],
): Promise<Map<string, { questions: TRsvpQuestion[]; counts: TQuestionCounts }>> {
  const [questions, { answers, rsvpRows }] = await Promise.all([
    repo.questionsOfInvitations(db, invitationIds),
    repo.countInputs(db, invitationIds),
  ]);
  const result = new Map<string, { questions: TRsvpQuestion[]; counts: TQuestionCounts }>();
  for (const invitationId of invitationIds) {
    const asked = questions.filter(
      (question) => question.invitationId === invitationId && !question.archived,
    );
    if (asked.length === 0) continue;
    const sessions = rsvpRows
      .filter((row) => row.invitationId === invitationId)
      .map((row) => ({
        respondentKey: row.respondentKey,
        eventId: row.eventId,
        personKeys: answerPeople(
          row,
          row.guestName === null ? undefined : { name: row.guestName, members: row.members ?? [] },
        ).map((person) => person.key),
      }));
    const own = answers.filter((answer) => answer.invitationId === invitationId);
    result.set(invitationId, { questions: asked, counts: countQuestionAnswers(asked, own, sessions) });
  }
  return result;
}

/** The couple's questions, archived ones included, and every answer kept, for the account export. */
export async function accountQuestions(db: TDbOrTx, invitationIds: string[]) {
  const [questions, answers] = await Promise.all([
    repo.questionsOfInvitations(db, invitationIds),
    repo.answersOfInvitations(db, invitationIds),
  ]);
  return {
    questions,
    answers: answers.map(({ id: _id, ...answer }) => answer),
  };
}

/** The questions' columns for a list of guests: headings, and each guest's answers in words. */
export async function answerColumns(
  db: TDbOrTx,
  invitationId: string,
  guests: readonly { id: string; name: string; members?: readonly { id: string; name: string }[] }[],
): Promise<{ headers: string[]; cellsOf: (guestId: string) => string[] }> {
  const questions = await repo.listQuestions(db, invitationId, { archived: true });
  if (questions.length === 0) return { headers: [], cellsOf: () => [] };
  const answers = await repo.answersOfGuests(
    db,
    guests.map((guest) => guest.id),
  );
  const byGuest = new Map(guests.map((guest) => [guest.id, guest]));
  return {
    headers: questions.map(questionHeading),
    cellsOf: (guestId) => {
      const guest = byGuest.get(guestId);
      const own = answers.filter((answer) => answer.guestId === guestId);
      return questions.map((question) => (guest ? answersCell(question, own, guest) : ''));
    },
  };
}
