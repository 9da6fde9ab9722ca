import { arrivalAt, latestArrival, peopleArrived } from '@undangin/shared/guests/arrivals';
import { codeFromScan, doorCodeHashInput } from '@undangin/shared/guests/codes';
import type { TDoorOperation, TDoorSession, TRosterGuest } from '@undangin/shared/guests/door-offline';
import type { TCheckInGuest, TCheckInSummary } from '@undangin/shared/guests/schemas';

/**
 * The usher's door read from the list kept on the phone: finding a guest by QR or name, what the
 * queued operations already changed (the guest shows as in at once, online or not), and the totals
 * when the server cannot be asked. Pure functions, so the same rules hold online and offline.
 */

/** As many names as the server's search answers. */
const SEARCH_LIMIT = 20;
/** As many latest arrivals as the server's totals list. */
const RECENT_LIMIT = 10;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash the list holds for a personal code (the phone never holds the code itself). */
export function codeHashOf(invitationId: string, code: string): Promise<string> {
  return sha256Hex(doorCodeHashInput(invitationId, code));
}

/**
 * The guest a scanned QR or typed code names on the kept list: `undefined` when the text holds no
 * code at all, `null` when it holds one the list does not know.
 */
export async function findByCode(
  guests: readonly TRosterGuest[],
  invitationId: string,
  scanned: string,
): Promise<TRosterGuest | null | undefined> {
  const code = codeFromScan(scanned);
  if (!code) return undefined;
  const hash = await codeHashOf(invitationId, code);
  return guests.find((guest) => guest.codeHash === hash) ?? null;
}

/** Guests whose name holds the typed text, those starting with it first, as the server orders them. */
export function searchRoster<T extends TCheckInGuest>(guests: readonly T[], q: string): T[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  return guests
    .map((guest) => ({ guest, name: guest.name.toLocaleLowerCase() }))
    .filter(({ name }) => name.includes(needle))
    .sort(
      (a, b) =>
        Number(!a.name.startsWith(needle)) - Number(!b.name.startsWith(needle)) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, SEARCH_LIMIT)
    .map(({ guest }) => guest);
}

/** A guest invited to no session in particular is invited to all of them. */
const invitedTo = (guest: TCheckInGuest, eventId: string) =>
  guest.invitedEventIds.length === 0 || guest.invitedEventIds.includes(eventId);

/** Who did an operation on this phone, and the session a check-in without one counts for. */
export type TDoorActor = { usherName: string; firstEventId: string | null };

type TCheckInOperation = Extract<TDoorOperation, { type: 'check-in' }>;

/**
 * A check-in adds to the guest's arrival at its session, as the server's does: a first one there is
 * made by this usher at the operation's time; a later one (the rest of a household) keeps that time
 * and usher, adds its people and the members not yet in at that session. Another session's arrival
 * is left as it is: a guest in at the akad comes in again at the resepsi.
 */
function letIn(guest: TRosterGuest, op: TCheckInOperation, actor: TDoorActor): TRosterGuest {
  const sessionId = op.eventId ?? actor.firstEventId;
  const current = arrivalAt(guest, sessionId, actor.firstEventId);
  const inside = new Set(current?.members.map((member) => member.id));
  const entering = (op.memberIds ?? guest.members.map((member) => member.id))
    .filter((id) => !inside.has(id))
    .map((id) => ({ id, at: op.at, byName: actor.usherName }));
  const pax = Number(op.pax);
  if (!current) {
    const arrival = { eventId: sessionId, at: op.at, pax, byName: actor.usherName, members: entering };
    // Earliest first, as the server lists them: a queued operation may be older than a fetched arrival.
    return { ...guest, arrivals: [...guest.arrivals, arrival].sort((a, b) => a.at.localeCompare(b.at)) };
  }
  return {
    ...guest,
    arrivals: guest.arrivals.map((arrival) =>
      arrival === current
        ? { ...arrival, pax: arrival.pax + pax, members: [...arrival.members, ...entering] }
        : arrival,
    ),
  };
}

/**
 * A queued operation as the list shows it before the server answers: the guest is in at its session, by
 * this usher, at the operation's own time; a walk-in joins the list; a souvenir is handed out. The
 * server's answer replaces all of it.
 */
export function applyOperation(
  guests: readonly TRosterGuest[],
  op: TDoorOperation,
  actor: TDoorActor,
): TRosterGuest[] {
  switch (op.type) {
    case 'walk-in': {
      if (guests.some((guest) => guest.id === op.guestId)) return [...guests];
      const pax = Number(op.pax);
      return [
        ...guests,
        {
          id: op.guestId,
          name: op.name,
          salutation: op.salutation || null,
          group: op.group || null,
          quota: Math.min(pax, 20),
          invitedEventIds: [],
          members: [],
          rsvpPax: null,
          walkIn: true,
          arrivals: [
            {
              eventId: op.eventId ?? actor.firstEventId,
              at: op.at,
              pax,
              byName: actor.usherName,
              members: [],
            },
          ],
          souvenirAt: null,
          souvenirByName: null,
          codeHash: null,
        },
      ];
    }
    case 'check-in':
      return guests.map((guest) => (guest.id === op.guestId ? letIn(guest, op, actor) : guest));
    case 'souvenir':
      return guests.map((guest) =>
        guest.id === op.guestId && !guest.souvenirAt
          ? { ...guest, souvenirAt: op.at, souvenirByName: actor.usherName }
          : guest,
      );
    case 'gift':
      return [...guests];
  }
}

/** The session the door opens on: the one dated today, else the next one, else the first. */
export function defaultSessionId(sessions: readonly TDoorSession[], today: string): string | null {
  const dated = sessions.filter((session) => session.date !== null);
  return (
    dated.find((session) => session.date === today)?.id ??
    [...dated].sort((a, b) => a.date!.localeCompare(b.date!)).find((session) => session.date! > today)?.id ??
    sessions[0]?.id ??
    null
  );
}

/** Today on this phone's own calendar, as the sessions' dates are written (YYYY-MM-DD). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The door's totals from the kept list, as the server counts them, when the server cannot be asked.
 * A session's expected heads come from the server's last totals (the RSVPs per session are not on
 * the phone; before any totals came, each guest invited to it counts their answer or quota); its
 * arrivals are counted here, an arrival without a session counting for the first.
 */
export function offlineSummary(
  guests: readonly TRosterGuest[],
  sessions: readonly TDoorSession[],
  last: TCheckInSummary | null,
  checkInAllowed: boolean,
): TCheckInSummary {
  const arrived = guests.filter((guest) => guest.arrivals.length > 0);
  // A guest's people count once however many sessions they came to; a session counts its own arrivals.
  const paxOf = (list: readonly TCheckInGuest[]) => list.reduce((n, guest) => n + peopleArrived(guest), 0);
  const groups = new Map<string | null, TCheckInGuest[]>();
  for (const guest of guests) groups.set(guest.group, [...(groups.get(guest.group) ?? []), guest]);
  const firstId = sessions[0]?.id ?? null;
  const latestAt = (guest: TCheckInGuest) => latestArrival(guest)?.at ?? '';
  return {
    checkInAllowed,
    totalGuests: guests.length,
    checkedIn: arrived.length,
    checkedInPax: paxOf(arrived),
    expectedPax: guests.reduce((n, guest) => n + (guest.rsvpPax ?? guest.quota), 0),
    walkIns: guests.filter((guest) => guest.walkIn).length,
    groups: [...groups.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
      .map(([group, list]) => {
        const inside = list.filter((guest) => guest.arrivals.length > 0);
        return { group, total: list.length, checkedIn: inside.length, pax: paxOf(inside) };
      }),
    sessions: sessions.map((session) => {
      const here = guests.flatMap((guest) => arrivalAt(guest, session.id, firstId) ?? []);
      return {
        eventId: session.id,
        name: session.name,
        date: session.date,
        expectedPax:
          last?.sessions.find((row) => row.eventId === session.id)?.expectedPax ??
          guests
            .filter((guest) => !guest.walkIn && invitedTo(guest, session.id))
            .reduce((n, guest) => n + (guest.rsvpPax ?? guest.quota), 0),
        arrivedGuests: here.length,
        arrivedPax: here.reduce((n, arrival) => n + arrival.pax, 0),
      };
    }),
    souvenirs: guests.filter((guest) => guest.souvenirAt !== null).length,
    recent: [...arrived]
      .sort((a, b) => latestAt(b).localeCompare(latestAt(a)))
      .slice(0, RECENT_LIMIT)
      .map(({ codeHash: _codeHash, ...guest }) => guest),
  };
}
