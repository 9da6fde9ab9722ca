import {
  answerPeople,
  checkQuestionAnswers,
  questionFields,
  type TGuestMember,
  type TRsvpAttendee,
  type TRsvpQuestion,
  type TRsvpQuestionAnswer,
} from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { askedQuestions } from '../rsvp-questions/service';

type TAnswered = {
  eventId: string;
  attendance: 'hadir' | 'tidak_hadir' | 'ragu';
  pax: number;
  attendees?: readonly TRsvpAttendee[] | null;
};
type TAnsweringGuest = { name: string; members?: readonly TGuestMember[] } | null;

/**
 * The couple's questions a form answers, held to their rules for the people it says attend: answers
 * to keep, or every field's error. Read before the RSVP's transaction, saved inside it.
 */
export async function questionAnswersOf(
  db: TDbOrTx,
  invitationId: string,
  body: Record<string, unknown>,
  answers: readonly TAnswered[],
  guest: TAnsweringGuest,
): Promise<{ questions: TRsvpQuestion[]; answers: TRsvpQuestionAnswer[]; errors: Record<string, string[]> }> {
  const questions = await askedQuestions(db, invitationId);
  if (questions.length === 0) return { questions, answers: [], errors: {} };
  const household = guest ? { name: guest.name, members: guest.members ?? [] } : undefined;
  const attending = answers
    .filter((answer) => answer.attendance === 'hadir')
    .map((answer) => ({ eventId: answer.eventId, people: answerPeople(answer, household) }));
  return { questions, ...checkQuestionAnswers(questions, questionFields(body), attending) };
}
