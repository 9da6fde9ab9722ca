import { z } from 'zod';
import type { TAttendance } from '../invitations/public-forms';
import { line } from './line';

/**
 * Households and plus-ones (issue 17 part 1). A guest row may name its members (then its `name` is the
 * household's, "Keluarga Bapak Harto"); the places of its quota beyond the named people are plus-ones,
 * named on the page or left blank. An RSVP answer lists who comes as attendees, keyed so that answers
 * to the couple's per-person questions can name the same people.
 */

export const HOUSEHOLD_LIMITS = { members: 20, memberName: 100 } as const;

/** A member as stored and read: the id is the server's (`m1`, `m2`…) and survives renames. */
export const ZGuestMember = z.object({ id: z.string(), name: z.string() });
export type TGuestMember = z.infer<typeof ZGuestMember>;

/** One person of an RSVP answer: `self`, `m:<memberId>` or `p:<n>` (n-th plus-one, 1-based; name "" when blank). */
export const ZRsvpAttendee = z.object({ key: z.string(), name: z.string() });
export type TRsvpAttendee = z.infer<typeof ZRsvpAttendee>;

export const ATTENDEE_SELF = 'self';
export const attendeeKey = {
  member: (memberId: string) => `m:${memberId}`,
  plusOne: (n: number) => `p:${n}`,
} as const;

const MEMBER_ID = /^m[1-9]\d{0,3}$/;

export const ZGuestMemberInput = z.object({
  /** Absent for a new member: the server gives the next free id. */
  id: z.string().regex(MEMBER_ID, 'Anggota keluarga tidak dikenal').optional(),
  name: line('Nama anggota', HOUSEHOLD_LIMITS.memberName).refine(
    (value) => value.length > 0,
    'Nama anggota wajib diisi',
  ),
});
export type TGuestMemberInput = z.input<typeof ZGuestMemberInput>;

/** The members as a form or an import sends them: 0..20, each id at most once. */
export const ZGuestMembers = z
  .array(ZGuestMemberInput, { error: 'Anggota keluarga harus berupa daftar' })
  .max(HOUSEHOLD_LIMITS.members, `Maksimal ${HOUSEHOLD_LIMITS.members} anggota keluarga`)
  .superRefine((members, ctx) => {
    const seen = new Set<string>();
    members.forEach((member, index) => {
      if (!member.id) return;
      if (seen.has(member.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Anggota keluarga tercantum dua kali' });
      }
      seen.add(member.id);
    });
  });
export type TGuestMembersParsed = z.output<typeof ZGuestMembers>;

function idNumber(id: string) {
  return Number(id.slice(1));
}

/**
 * Gives new members ids after the highest one the guest ever had (`lastGiven`, kept on the guest), has
 * or is sent, so an id removed in an earlier edit is never handed to a newcomer (its old answers would
 * name them) and existing ids never change.
 */
export function assignMemberIds(
  input: readonly { id?: string | undefined; name: string }[],
  existing: readonly TGuestMember[] = [],
  lastGiven = 0,
): TGuestMember[] {
  let next = lastMemberNumber(
    [...existing, ...input.flatMap((m) => (m.id ? [{ id: m.id, name: m.name }] : []))],
    lastGiven,
  );
  return input.map((member) => ({ id: member.id ?? `m${(next += 1)}`, name: member.name }));
}

/** The highest member number handed out once these members are the guest's: what the guest keeps. */
export function lastMemberNumber(members: readonly TGuestMember[], lastGiven = 0): number {
  return Math.max(lastGiven, ...members.map((m) => idNumber(m.id)));
}

/** A member let in at the door: when, and by whom (an usher's name or the couple's). */
export const ZCheckedInMember = z.object({ id: z.string(), at: z.string(), byName: z.string() });
export type TCheckedInMember = z.infer<typeof ZCheckedInMember>;

/** Kuota minimal sebanyak anggota keluarga: the message both the API and the form show. */
export function quotaBelowMembersMessage(members: number) {
  return `Kuota minimal sebanyak anggota keluarga (${members})`;
}

type THouseholdGuest = { quota: number; members: readonly TGuestMember[] };

/** The places of the quota beyond the named people (the guest, or the household's members). */
export function plusOnePlaces(guest: THouseholdGuest) {
  return Math.max(0, guest.quota - Math.max(guest.members.length, 1));
}

export function isHousehold(guest: { members: readonly TGuestMember[] }) {
  return guest.members.length > 0;
}

type TAnswerOfPeople = {
  attendance: TAttendance;
  pax: number;
  /** The name given on the general link (rsvps.name). */
  name?: string | null;
  /** Null or absent for answers stored before households, and for the general link. */
  attendees?: readonly TRsvpAttendee[] | null;
};

/**
 * Who an answer brings, each with a key that names them across sessions. Stored attendees are used as
 * they are, with a member's or the guest's current name when the guest is given (a rename shows at once);
 * an answer without attendees is the guest and pax − 1 blank plus-ones, as every answer was before.
 */
export function answerPeople(
  answer: TAnswerOfPeople,
  guest?: { name: string; members: readonly TGuestMember[] },
) {
  if (answer.attendees) {
    if (!guest) return answer.attendees.map((a) => ({ key: a.key, name: a.name }));
    const names = new Map(guest.members.map((m) => [attendeeKey.member(m.id), m.name]));
    names.set(ATTENDEE_SELF, guest.name);
    return answer.attendees.map((a) => ({ key: a.key, name: names.get(a.key) ?? a.name }));
  }
  if (answer.attendance !== 'hadir') return [];
  const people: TRsvpAttendee[] = [{ key: ATTENDEE_SELF, name: guest?.name ?? answer.name ?? '' }];
  for (let n = 1; n < answer.pax; n += 1) people.push({ key: attendeeKey.plusOne(n), name: '' });
  return people;
}
