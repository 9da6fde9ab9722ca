import {
  CHECK_IN_CODES,
  TIME_ZONE_OFFSET_MINUTES,
  answerPeople,
  arrivalAt,
  codeFromScan,
  eventLabel,
  firstEvent,
  type TCheckInGuest,
  type TCheckInResult,
  type TCheckInSummary,
  type TCheckedInMember,
  type TGuestMember,
  type TInvitationEvent,
  type TTimeZone,
  type TWalkIn,
  ZWalkIn,
} from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import type { TEventBus } from '../../../plugins/events';
import { AppError, invalid, notFound } from '../../../lib/errors';
import { notify } from '../../notifications/service';
import { newGuestCode } from '../codes';
import { assertRoomForOne, checkInAllowedFor, checkInNotAllowedError, exceedsQuota } from '../limits';
import { contentOf, toCheckInGuest } from '../presenter';
import * as guestsRepo from '../repository';
import * as repo from './repository';

/**
 * Checking guests in at the door, for the owner and for ushers alike: the caller is described by who
 * they are (an usher's access or the owner), and every arrival records it.
 */

export type TDoorActor = { usherId: string | null; name: string };
export type TDoorContext = {
  db: TDbOrTx;
  now: Date;
  invitation: guestsRepo.TInvitationRef;
  actor: TDoorActor;
  /** Tells the greeting screens, in every process, who just came in. */
  events: TEventBus;
};

export function zoneOf(invitation: guestsRepo.TInvitationRef): TTimeZone {
  return firstEvent(contentOf(invitation).events ?? [])?.timeZone ?? 'WIB';
}

/** "14/06 pukul 18.05 WIB" in the event's own time zone, as the usher at that venue reads clocks. */
function doorTime(date: Date, zone: TTimeZone): string {
  const local = new Date(date.getTime() + TIME_ZONE_OFFSET_MINUTES[zone] * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)} pukul ${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())} ${zone}`;
}

/** "Budi sudah check-in 14/06 pukul 10.42 WIB oleh Mas Joko": the arrival that was there first. */
export function alreadyCheckedIn(name: string, arrival: repo.TArrivalRecord, zone: TTimeZone): AppError {
  const who = arrival.byName ? ` oleh ${arrival.byName}` : '';
  return new AppError(409, `${name} sudah check-in ${doorTime(arrival.at, zone)}${who}.`, {
    code: CHECK_IN_CODES.alreadyCheckedIn,
  });
}

async function assertAllowed(ctx: TDoorContext): Promise<void> {
  if (!(await checkInAllowedFor(ctx.db, ctx.invitation))) throw checkInNotAllowedError();
}

/** The invitation's sessions (its events), in the content's order. */
function sessionsOf(invitation: guestsRepo.TInvitationRef): TInvitationEvent[] {
  return contentOf(invitation).events ?? [];
}

/**
 * The session a door that names none is open for: the invitation's first event (its earliest complete
 * one, else the first listed).
 */
function defaultSessionId(events: readonly TInvitationEvent[]): string | null {
  return (firstEvent(events) ?? events[0])?.id ?? null;
}

/** The session an arrival recorded while the invitation had no sessions counts in: its first listed one. */
export function firstSessionId(invitation: guestsRepo.TInvitationRef): string | null {
  return sessionsOf(invitation)[0]?.id ?? null;
}

/** The session an arrival is recorded at: the one named (an event of this invitation), else the door's. */
export function sessionFor(
  invitation: guestsRepo.TInvitationRef,
  eventId: string | undefined,
): string | null {
  const events = sessionsOf(invitation);
  if (eventId === undefined) return defaultSessionId(events);
  if (!events.some((event) => event.id === eventId)) {
    throw invalid({ eventId: ['Sesi acara tidak ditemukan'] });
  }
  return eventId;
}

/** The guest's arrival at this session, if any. */
export function arrivalIn(
  invitation: guestsRepo.TInvitationRef,
  guest: repo.TArrivalRow,
  sessionId: string | null,
): repo.TArrivalRecord | null {
  return arrivalAt(guest, sessionId, firstSessionId(invitation));
}

export type TArrivalInput = {
  pax: number;
  confirmOverQuota?: boolean;
  memberIds?: string[] | undefined;
  eventId?: string | undefined;
};

export function memberAlreadyIn(name: string, record: TCheckedInMember, zone: TTimeZone): AppError {
  return new AppError(
    409,
    `${name} sudah check-in ${doorTime(new Date(record.at), zone)} oleh ${record.byName}.`,
    {
      code: CHECK_IN_CODES.alreadyCheckedIn,
    },
  );
}

/**
 * The members this arrival lets in at the session: those the usher ticked, or every member not yet in
 * there when none are named (a caller that knows nothing of members checks the household in whole, as
 * before households, with the count it gives). Ticked members must be the household's own and not in
 * that session already, and the people let in count them all.
 */
function arrivingMembers(
  guest: repo.TArrivalRow,
  arrival: repo.TArrivalRecord | null,
  input: TArrivalInput,
  zone: TTimeZone,
): TGuestMember[] {
  const inside = new Map((arrival?.members ?? []).map((record) => [record.id, record]));
  const ids = input.memberIds
    ? [...new Set(input.memberIds)]
    : guest.members.filter((member) => !inside.has(member.id)).map((member) => member.id);
  const byId = new Map(guest.members.map((member) => [member.id, member]));
  if (ids.some((id) => !byId.has(id))) throw invalid({ memberIds: ['Anggota keluarga tidak dikenal'] });
  const arriving = ids.map((id) => byId.get(id)!);
  const again = arriving.find((member) => inside.has(member.id));
  if (again) throw memberAlreadyIn(again.name, inside.get(again.id)!, zone);
  if (arrival && arriving.length === 0) {
    throw invalid({ memberIds: ['Pilih anggota keluarga yang baru datang'] });
  }
  const here = arriving.length;
  if (input.memberIds && input.pax < here) {
    throw invalid({ pax: [`Jumlah orang minimal sebanyak anggota yang dipilih (${here})`] });
  }
  return arriving;
}

/** A household some of whose members are not in yet at this session may be let in again, for them. */
export function hasMembersOutside(guest: repo.TArrivalRow, arrival: repo.TArrivalRecord): boolean {
  return arrival.members.length < guest.members.length;
}

/** Attempts at a write another usher's arrival beat: each reads the guest again and decides anew. */
const ARRIVAL_ATTEMPTS = 3;

/**
 * Lets a guest in at a session (the one named, else the door's default): the first arrival there, or,
 * for a household some of whose members are already in there, the later ones. Each session is its own:
 * a guest let in at the akad is let in again at the resepsi.
 */
export async function arrive(
  ctx: TDoorContext,
  guest: repo.TArrivalRow,
  input: TArrivalInput,
  attempt = 1,
): Promise<TCheckInResult> {
  await assertAllowed(ctx);
  const eventId = sessionFor(ctx.invitation, input.eventId);
  const zone = zoneOf(ctx.invitation);
  const arrival = arrivalIn(ctx.invitation, guest, eventId);
  if (arrival && !hasMembersOutside(guest, arrival)) throw alreadyCheckedIn(guest.name, arrival, zone);
  const arriving = arrivingMembers(guest, arrival, input, zone);
  const total = (arrival?.pax ?? 0) + input.pax;
  const overQuota = exceedsQuota(total, guest.quota);
  if (overQuota && !input.confirmOverQuota) {
    throw new AppError(
      409,
      `${guest.name} datang ${total} orang, melebihi kuota ${guest.quota} orang. Konfirmasi bila tetap ingin dicatat.`,
      { code: CHECK_IN_CODES.overQuota },
    );
  }
  const records = arriving.map((member) => ({
    id: member.id,
    at: ctx.now.toISOString(),
    byName: ctx.actor.name,
  }));
  const written = arrival
    ? await repo.addToArrival(ctx.db, {
        arrivalId: arrival.id,
        pax: input.pax,
        before: arrival.members,
        members: records,
      })
    : await repo.insertArrival(ctx.db, {
        invitationId: ctx.invitation.id,
        guestId: guest.id,
        eventId,
        at: ctx.now,
        pax: input.pax,
        usherId: ctx.actor.usherId,
        byName: ctx.actor.name,
        members: records,
      });
  if (!written) {
    // Another usher let someone of this guest in there meanwhile: decide again on what is now recorded.
    const current = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guest.id });
    if (!current) throw notFound('Tamu tidak ditemukan');
    const there = arrivalIn(ctx.invitation, current, eventId);
    if (attempt >= ARRIVAL_ATTEMPTS && there) throw alreadyCheckedIn(current.name, there, zone);
    if (attempt >= ARRIVAL_ATTEMPTS)
      throw new AppError(409, `${guest.name} sedang dicatat penerima tamu lain. Coba lagi.`);
    return arrive(ctx, current, input, attempt + 1);
  }
  ctx.events.emit('guest.checked-in', { invitationId: ctx.invitation.id, guestId: guest.id });
  if (overQuota) {
    await notify(ctx.db, ctx.invitation.userId, {
      type: 'guests.over-quota',
      title: 'Tamu melebihi kuota saat check-in',
      body: `${guest.name} datang ${total} orang (kuota ${guest.quota}), dicatat oleh ${ctx.actor.name}.`,
      link: `/guests/check-in?invitation=${ctx.invitation.id}`,
    });
  }
  const names = arriving.map((member) => member.name).join(', ');
  return {
    // The guest as read, with the arrival just written in its place (or added): no second read.
    guest: toCheckInGuest({
      ...guest,
      arrivals: arrival
        ? guest.arrivals.map((record) => (record.id === written.id ? written : record))
        : [...guest.arrivals, written],
    }),
    message: arrival
      ? `${guest.name}: ${names} menyusul masuk, ${input.pax} orang (kini ${total} orang).`
      : `${guest.name} tercatat hadir, ${input.pax} orang.`,
  };
}

export async function checkInById(
  ctx: TDoorContext,
  guestId: string,
  input: TArrivalInput,
): Promise<TCheckInResult> {
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guestId });
  if (!guest) throw notFound('Tamu tidak ditemukan');
  return arrive(ctx, guest, input);
}

export async function checkInByCode(
  ctx: TDoorContext,
  input: TArrivalInput & { code: string },
): Promise<TCheckInResult> {
  const code = codeFromScan(input.code);
  if (!code) throw invalid({ code: ['Kode QR ini bukan kode tamu Undangin'] });
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { code });
  if (!guest) throw notFound('Kode ini bukan tamu undangan ini. Pastikan QR dari undangan yang benar.');
  return arrive(ctx, guest, input);
}

export async function lookupByCode(ctx: TDoorContext, scanned: string): Promise<TCheckInGuest> {
  const code = codeFromScan(scanned);
  if (!code) throw invalid({ code: ['Kode QR ini bukan kode tamu Undangin'] });
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { code });
  if (!guest) throw notFound('Kode ini bukan tamu undangan ini. Pastikan QR dari undangan yang benar.');
  return toCheckInGuest(guest);
}

export async function searchGuests(ctx: TDoorContext, q: string): Promise<TCheckInGuest[]> {
  return (await repo.searchArrivals(ctx.db, ctx.invitation.id, q.trim(), 20)).map(toCheckInGuest);
}

/**
 * A guest nobody listed, added at the door and checked in at once. The usher app offline names the
 * new guest's id itself (`id`), so its later operations can name them before the server has seen them.
 */
export async function walkIn(ctx: TDoorContext, body: TWalkIn, id?: string): Promise<TCheckInResult> {
  await assertAllowed(ctx);
  const input = ZWalkIn.parse(body);
  const eventId = sessionFor(ctx.invitation, input.eventId);
  const row = await ctx.db.transaction(async (tx) => {
    const invitation = (await guestsRepo.lockInvitation(tx, ctx.invitation.id))!;
    await assertRoomForOne(tx, invitation);
    if (input.phone && (await guestsRepo.findGuestByPhone(tx, invitation.id, input.phone))) {
      throw invalid({ phone: ['Nomor ini sudah terdaftar; cari tamu itu dengan namanya'] });
    }
    const [inserted] = await guestsRepo.insertGuests(tx, [
      {
        ...(id ? { id } : {}),
        invitationId: invitation.id,
        code: newGuestCode(),
        name: input.name,
        salutation: input.salutation ?? null,
        phone: input.phone ?? null,
        group: input.group ?? null,
        quota: Math.min(input.pax, 20),
        walkIn: true,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ]);
    const arrival = await repo.insertArrival(tx, {
      invitationId: invitation.id,
      guestId: inserted!.id,
      eventId,
      at: ctx.now,
      pax: input.pax,
      usherId: ctx.actor.usherId,
      byName: ctx.actor.name,
      members: [],
    });
    return { ...inserted!, rsvpPax: null, arrivals: [arrival!] };
  });
  ctx.events.emit('guest.checked-in', { invitationId: ctx.invitation.id, guestId: row.id });
  return {
    guest: toCheckInGuest(row),
    message: `${row.name} ditambahkan dan tercatat hadir, ${input.pax} orang.`,
  };
}

/**
 * A souvenir handed to a guest or household, once: one conditional UPDATE, so of two ushers handing
 * one out at the same moment exactly one records it and the other is told who did.
 */
export async function giveSouvenir(ctx: TDoorContext, guestId: string): Promise<TCheckInResult> {
  await assertAllowed(ctx);
  const given = await repo.giveSouvenir(ctx.db, {
    invitationId: ctx.invitation.id,
    guestId,
    now: ctx.now,
    byName: ctx.actor.name,
  });
  const guest = await repo.findArrival(ctx.db, ctx.invitation.id, { id: guestId });
  if (!guest) throw notFound('Tamu tidak ditemukan');
  if (!given) {
    const when = guest.souvenirAt ? doorTime(guest.souvenirAt, zoneOf(ctx.invitation)) : '';
    const who = guest.souvenirByName ? ` oleh ${guest.souvenirByName}` : '';
    throw new AppError(409, `${guest.name} sudah menerima souvenir ${when}${who}.`, {
      code: CHECK_IN_CODES.souvenirGiven,
    });
  }
  return { guest: toCheckInGuest(guest), message: `${guest.name} menerima souvenir.` };
}

/** The people expected at each session: those coming by the answers, and the quota of who has not answered. */
async function expectedPerSession(ctx: TDoorContext, events: readonly TInvitationEvent[]) {
  const ids = events.map((event) => event.id);
  const [answers, unanswered] = await Promise.all([
    repo.attendingAnswers(ctx.db, ctx.invitation.id),
    repo.unansweredQuota(ctx.db, ctx.invitation.id, ids),
  ]);
  const expected = new Map(ids.map((id) => [id, unanswered.get(id) ?? 0]));
  for (const answer of answers) {
    const counted = expected.get(answer.eventId);
    if (counted !== undefined) expected.set(answer.eventId, counted + answerPeople(answer).length);
  }
  return expected;
}

/** Per session: expected against let in; an arrival recorded without sessions counts in the first listed. */
async function sessionTotals(ctx: TDoorContext): Promise<TCheckInSummary['sessions']> {
  const events = sessionsOf(ctx.invitation);
  if (events.length === 0) return [];
  const first = firstSessionId(ctx.invitation);
  const [expected, arrivals] = await Promise.all([
    expectedPerSession(ctx, events),
    repo.arrivalsBySession(ctx.db, ctx.invitation.id),
  ]);
  const arrived = (eventId: string, key: 'guests' | 'pax') =>
    arrivals.filter((row) => (row.eventId ?? first) === eventId).reduce((n, row) => n + row[key], 0);
  return events.map((event) => ({
    eventId: event.id,
    name: eventLabel(event),
    date: event.date ?? null,
    expectedPax: expected.get(event.id) ?? 0,
    arrivedGuests: arrived(event.id, 'guests'),
    arrivedPax: arrived(event.id, 'pax'),
  }));
}

export async function summary(ctx: TDoorContext): Promise<TCheckInSummary> {
  const [groups, recent, checkInAllowed, sessions] = await Promise.all([
    repo.arrivalsByGroup(ctx.db, ctx.invitation.id),
    repo.recentArrivals(ctx.db, ctx.invitation.id, 10),
    checkInAllowedFor(ctx.db, ctx.invitation),
    sessionTotals(ctx),
  ]);
  const sum = (key: 'total' | 'checkedIn' | 'pax' | 'expected' | 'walkIns' | 'souvenirs') =>
    groups.reduce((n, row) => n + row[key], 0);
  return {
    checkInAllowed,
    totalGuests: sum('total'),
    checkedIn: sum('checkedIn'),
    checkedInPax: sum('pax'),
    expectedPax: sum('expected'),
    walkIns: sum('walkIns'),
    groups: groups.map(({ group, total, checkedIn, pax }) => ({ group, total, checkedIn, pax })),
    sessions,
    souvenirs: sum('souvenirs'),
    recent: recent.map(toCheckInGuest),
  };
}
