import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { TCheckedInMember, TRsvpAttendee } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { insertRow } from '../../../db/insert-row';
import { doorOperations, guestArrivals, guests, rsvps } from '../../../db/schema';
import { arrivedPaxExpr, latestArrivalExpr, rsvpPaxExpr } from '../list-query-repository';
import { arrivalsOfGuests, type TArrivalRecord, type TGuestRow } from '../repository';
import { containsPattern } from '../../../lib/like-pattern';

export type { TArrivalRecord };
/** A guest as the door reads them: their answers' people and their arrivals, one per session, earliest first. */
export type TArrivalRow = TGuestRow & { rsvpPax: number | null; arrivals: TArrivalRecord[] };

const arrivalColumns = { guest: guests, rsvpPax: rsvpPaxExpr };

/** The guests read, each with their arrivals (one more query, not one per guest). */
async function withArrivals(
  db: TDbOrTx,
  rows: { guest: TGuestRow; rsvpPax: unknown }[],
): Promise<TArrivalRow[]> {
  const records = await arrivalsOfGuests(
    db,
    rows.map((row) => row.guest.id),
  );
  const byGuest = new Map<string, TArrivalRecord[]>();
  for (const record of records) byGuest.set(record.guestId, [...(byGuest.get(record.guestId) ?? []), record]);
  return rows.map((row) => ({
    ...row.guest,
    rsvpPax: row.rsvpPax === null || row.rsvpPax === undefined ? null : Number(row.rsvpPax),
    arrivals: byGuest.get(row.guest.id) ?? [],
  }));
}

/** One guest of the invitation; `lock` holds its row until the transaction ends (the sync's operations). */
export async function findArrival(
  db: TDbOrTx,
  invitationId: string,
  where: { id?: string; code?: string },
  options: { lock?: boolean } = {},
): Promise<TArrivalRow | undefined> {
  const query = db
    .select(arrivalColumns)
    .from(guests)
    .where(
      and(
        eq(guests.invitationId, invitationId),
        where.id ? eq(guests.id, where.id) : undefined,
        where.code ? eq(guests.code, where.code) : undefined,
      ),
    )
    .limit(1);
  const rows = await (options.lock ? query.for('update', { of: guests }) : query);
  return (await withArrivals(db, rows))[0];
}

/** Every guest of the invitation, for the usher app's offline list. */
export async function rosterArrivals(db: TDbOrTx, invitationId: string): Promise<TArrivalRow[]> {
  const rows = await db
    .select(arrivalColumns)
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .orderBy(sql`lower(${guests.name})`, asc(guests.id));
  return withArrivals(db, rows);
}

/** Whether any guest, of any invitation, holds this id: a walk-in the phone named must not take it. */
export async function guestIdTaken(db: TDbOrTx, guestId: string): Promise<boolean> {
  const [row] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId));
  return row !== undefined;
}

/** Name search at the door: names starting with the words typed come first. */
export async function searchArrivals(
  db: TDbOrTx,
  invitationId: string,
  q: string,
  limit: number,
): Promise<TArrivalRow[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select(arrivalColumns)
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), q ? ilike(guests.name, pattern) : undefined))
    .orderBy(
      sql`case when lower(${guests.name}) like lower(${`${q}%`}) then 0 else 1 end`,
      sql`lower(${guests.name})`,
    )
    .limit(limit);
  return withArrivals(db, rows);
}

/**
 * A guest's first arrival at a session: inserted only while the guest has none there (the unique
 * index on guest and session), so when several ushers scan one guest at the same moment exactly one of
 * them writes and every other finds the session already taken.
 */
export async function insertArrival(
  db: TDbOrTx,
  values: typeof guestArrivals.$inferInsert,
): Promise<TArrivalRecord | undefined> {
  const [row] = await db.insert(guestArrivals).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * A household's later arrivals at a session: their members and count added to that session's arrival.
 * Written only while the members already in are still those read, so two ushers letting in the same
 * member at once cannot both count them.
 */
export async function addToArrival(
  db: TDbOrTx,
  input: { arrivalId: string; pax: number; before: TCheckedInMember[]; members: TCheckedInMember[] },
): Promise<TArrivalRecord | undefined> {
  const [row] = await db
    .update(guestArrivals)
    .set({
      pax: sql`${guestArrivals.pax} + ${input.pax}`,
      members: [...input.before, ...input.members],
    })
    .where(
      and(
        eq(guestArrivals.id, input.arrivalId),
        sql`${guestArrivals.members} = ${JSON.stringify(input.before)}::jsonb`,
      ),
    )
    .returning();
  return row;
}

/** The souvenir, recorded only while none is: of two ushers at once, exactly one writes. */
export async function giveSouvenir(
  db: TDbOrTx,
  input: { invitationId: string; guestId: string; now: Date; byName: string },
): Promise<boolean> {
  const rows = await db
    .update(guests)
    .set({ souvenirAt: input.now, souvenirByName: input.byName, updatedAt: input.now })
    .where(
      and(
        eq(guests.id, input.guestId),
        eq(guests.invitationId, input.invitationId),
        isNull(guests.souvenirAt),
      ),
    )
    .returning({ id: guests.id });
  return rows.length > 0;
}

/** The guests let in last, at whichever session, each with all their arrivals. */
export async function recentArrivals(
  db: TDbOrTx,
  invitationId: string,
  limit: number,
): Promise<TArrivalRow[]> {
  const rows = await db
    .select(arrivalColumns)
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), sql`${latestArrivalExpr} is not null`))
    .orderBy(sql`${latestArrivalExpr} desc`, asc(guests.id))
    .limit(limit);
  return withArrivals(db, rows);
}

export type TArrivalGroupRow = {
  group: string | null;
  total: number;
  checkedIn: number;
  pax: number;
  expected: number;
  walkIns: number;
  souvenirs: number;
};

export async function arrivalsByGroup(db: TDbOrTx, invitationId: string): Promise<TArrivalGroupRow[]> {
  return db
    .select({
      group: guests.group,
      total: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${arrivedPaxExpr})::int`,
      pax: sql<number>`coalesce(sum(${arrivedPaxExpr}), 0)::int`,
      expected: sql<number>`coalesce(sum(coalesce(${rsvpPaxExpr}, ${guests.quota})), 0)::int`,
      walkIns: sql<number>`count(*) filter (where ${guests.walkIn})::int`,
      souvenirs: sql<number>`count(${guests.souvenirAt})::int`,
    })
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .groupBy(guests.group)
    .orderBy(sql`${guests.group} asc nulls last`);
}

/** Guests let in and their people, per session recorded (null: an invitation without sessions then). */
export async function arrivalsBySession(
  db: TDbOrTx,
  invitationId: string,
): Promise<{ eventId: string | null; guests: number; pax: number }[]> {
  return db
    .select({
      eventId: guestArrivals.eventId,
      guests: sql<number>`count(*)::int`,
      pax: sql<number>`coalesce(sum(${guestArrivals.pax}), 0)::int`,
    })
    .from(guestArrivals)
    .where(eq(guestArrivals.invitationId, invitationId))
    .groupBy(guestArrivals.eventId);
}

/** The answers saying someone comes, per session, with who they bring (the general link's too). */
export async function attendingAnswers(
  db: TDbOrTx,
  invitationId: string,
): Promise<{ eventId: string; attendance: 'hadir'; pax: number; attendees: TRsvpAttendee[] | null }[]> {
  const rows = await db
    .select({ eventId: rsvps.eventId, pax: rsvps.pax, attendees: rsvps.attendees })
    .from(rsvps)
    .where(and(eq(rsvps.invitationId, invitationId), eq(rsvps.attendance, 'hadir')));
  return rows.map((row) => ({ ...row, attendance: 'hadir' as const }));
}

/**
 * Per session, the quota of the listed guests invited to it (no sessions chosen means every one) who
 * have not answered for it: they are expected as many as they may bring. Walk-ins were not invited.
 */
export async function unansweredQuota(
  db: TDbOrTx,
  invitationId: string,
  eventIds: string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select e.id as event_id, coalesce(sum(g.quota), 0)::int as quota
    from ${guests} g
    cross join jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb) as e(id)
    where g.invitation_id = ${invitationId} and not g.walk_in
      and (g.invited_event_ids = '[]'::jsonb or g.invited_event_ids @> jsonb_build_array(e.id))
      and not exists (select 1 from ${rsvps} r where r.guest_id = g.id and r.event_id = e.id)
    group by e.id`);
  const { rows } = result as unknown as { rows: { event_id: string; quota: number }[] };
  return new Map(rows.map((row) => [row.event_id, Number(row.quota)]));
}

/* ------------------------------------------------------------------ sync replays */

export type TDoorOperationRow = typeof doorOperations.$inferSelect;

export async function findOperation(db: TDbOrTx, id: string): Promise<TDoorOperationRow | undefined> {
  const [row] = await db.select().from(doorOperations).where(eq(doorOperations.id, id));
  return row;
}

export const insertOperation = (db: TDbOrTx, values: typeof doorOperations.$inferInsert) =>
  insertRow(db, doorOperations, values);
