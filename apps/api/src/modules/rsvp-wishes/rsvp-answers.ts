import { isEventComplete, type TInvitationContentDraft, type TRsvpAnswer } from '@undangin/shared';
import { exceedsQuota } from '../guests/limits';

/** The guest behind a personal code, as far as their answers are held to it. */
type TAnsweringGuest = { quota: number; invitedEventIds: readonly string[] };

/**
 * What is wrong with an RSVP's answers, keyed by field (empty when nothing is): an event the page does
 * not show (or, for a personal code, one the guest is not invited to), a party past the guest's quota
 * (the page's default pax on the general link), and an event answered twice. Declining brings nobody,
 * so its pax is not held to the quota.
 */
export function rsvpAnswerErrors(
  answers: readonly TRsvpAnswer[],
  content: TInvitationContentDraft,
  guest: TAnsweringGuest | null,
  defaultPax: number,
): Record<string, string[]> {
  const quota = guest?.quota ?? defaultPax;
  const events = (content.events ?? []).filter(isEventComplete);
  const invited = guest && guest.invitedEventIds.length > 0 ? new Set(guest.invitedEventIds) : null;
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, index) => {
    if (!events.some((event) => event.id === answer.eventId) || (invited && !invited.has(answer.eventId))) {
      errors[`answers.${index}.eventId`] = ['Acara tidak dikenal'];
    } else if (answer.attendance !== 'tidak_hadir' && exceedsQuota(answer.pax, quota)) {
      errors[`answers.${index}.pax`] = [`Jumlah tamu maksimal ${quota} orang`];
    }
  });
  if (new Set(answers.map((answer) => answer.eventId)).size !== answers.length) {
    errors.answers = ['Setiap acara hanya boleh dijawab sekali'];
  }
  return errors;
}
