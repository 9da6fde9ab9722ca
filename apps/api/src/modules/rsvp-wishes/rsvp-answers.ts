import {
  ATTENDEE_SELF,
  attendeeKey,
  isEventComplete,
  isHousehold,
  plusOnePlaces,
  RSVP_FIELDS,
  type TGuestMember,
  type TInvitationContentDraft,
  type TRsvpAnswer,
  type TRsvpAttendee,
} from '@undangin/shared';
import { exceedsQuota } from '../guests/limits';

/** The guest behind a personal code, as far as their answers are held to it. */
type TAnsweringGuest = {
  quota: number;
  invitedEventIds: readonly string[];
  members?: readonly TGuestMember[];
};

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
  // A household's people are counted from its members and plus-ones (resolveAttendees holds them).
  const household = Boolean(guest?.members?.length);
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, index) => {
    if (!events.some((event) => event.id === answer.eventId) || (invited && !invited.has(answer.eventId))) {
      errors[`answers.${index}.eventId`] = ['Acara tidak dikenal'];
    } else if (!household && answer.attendance !== 'tidak_hadir' && exceedsQuota(answer.pax, quota)) {
      errors[`answers.${index}.pax`] = [`Jumlah tamu maksimal ${quota} orang`];
    }
  });
  if (new Set(answers.map((answer) => answer.eventId)).size !== answers.length) {
    errors.answers = ['Setiap acara hanya boleh dijawab sekali'];
  }
  return errors;
}

/** An answer with who comes: attendees (null on the general link, which names nobody) and their count as pax. */
export type TResolvedAnswer = TRsvpAnswer & { attendees: TRsvpAttendee[] | null };

type TAttendingGuest = { name: string; quota: number; members: readonly TGuestMember[] };

function plusOnesOf(answer: TRsvpAnswer, from: number): TRsvpAttendee[] {
  return (answer.plusOnes ?? []).map((name, index) => ({ key: attendeeKey.plusOne(index + from), name }));
}

/**
 * Who each answer of a personal link brings. A household answers per member (every member, hadir or
 * tidak hadir) and may add plus-ones up to its places; the session is "hadir" when anyone comes and
 * pax is the people counted. One person keeps today's answer (attendance and pax), their plus-ones
 * named when given, blank otherwise. Errors are keyed by the form's own field names.
 */
export function resolveAttendees(
  answers: readonly TRsvpAnswer[],
  guest: TAttendingGuest | null,
): { answers: TResolvedAnswer[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (!guest) return { answers: answers.map((answer) => ({ ...answer, attendees: null })), errors };
  const places = plusOnePlaces(guest);
  const known = new Set(guest.members.map((member) => member.id));
  const resolved = answers.map((answer): TResolvedAnswer => {
    const plusOnes = answer.plusOnes ?? [];
    if (plusOnes.length > places) {
      errors[RSVP_FIELDS.plusOnes(answer.eventId)] = [
        places === 0 ? 'Undangan ini tanpa tamu pendamping' : `Tamu pendamping maksimal ${places} orang`,
      ];
    }
    for (const id of Object.keys(answer.members ?? {})) {
      if (!known.has(id)) errors[RSVP_FIELDS.member(answer.eventId, id)] = ['Anggota keluarga tidak dikenal'];
    }
    if (!isHousehold(guest)) {
      if (answer.attendance === 'tidak_hadir') return { ...answer, pax: 0, attendees: [] };
      const self = { key: ATTENDEE_SELF, name: guest.name };
      const blanks = Math.max(0, answer.pax - 1 - plusOnes.length);
      const attendees = [self, ...plusOnesOf(answer, 1)];
      for (let n = 0; n < blanks; n += 1)
        attendees.push({ key: attendeeKey.plusOne(attendees.length), name: '' });
      return { ...answer, pax: attendees.length, attendees };
    }
    // A household that declines as a whole needs no answer per member.
    if (!answer.members && answer.attendance === 'tidak_hadir' && plusOnes.length === 0) {
      return { ...answer, pax: 0, attendees: [] };
    }
    const attendees: TRsvpAttendee[] = [];
    for (const member of guest.members) {
      const said = answer.members?.[member.id];
      if (!said)
        errors[RSVP_FIELDS.member(answer.eventId, member.id)] = [
          `Pilih hadir atau tidak hadir untuk ${member.name}`,
        ];
      else if (said === 'hadir') attendees.push({ key: attendeeKey.member(member.id), name: member.name });
    }
    attendees.push(...plusOnesOf(answer, 1));
    return {
      ...answer,
      attendance: attendees.length > 0 ? 'hadir' : 'tidak_hadir',
      pax: attendees.length,
      attendees,
    };
  });
  return { answers: resolved, errors };
}
