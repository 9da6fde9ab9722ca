import { and, asc, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TCheckedInMember, TRsvpAttendee } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { insertRow } from '../../../db/insert-row';
import { doorOperations, guests, rsvps } from '../../../db/schema';
import { rsvpPaxExpr } from '../list-query-repository';
import type { TGuestRow } from '../repository';
import { containsPattern } from '../../../lib/like-pattern';

export type TArrivalRow = TGuestRow & { rsvpPax: number | null };

const arrivalColumns = { guest: guests, rsvpPax: rsvpPaxExpr };

const toArrival = (row: { guest: TGuestRow; rsvpPax: unknown }): TArrivalRow => ({
  ...row.guest,
  rsvpPax: row.rsvpPax === null || row.rsvpPax === undefined ? null : Number(row.rsvpPax),
});

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
  const [row] = await (options.lock ? query.for('update', { of: guests }) : query);
  return row ? toArrival(row) : undefined;
}

/** Every guest of the invitation, in one query, for the usher app's offline list. */
export async function rosterArrivals(db: TDbOrTx, invitationId: string): Promise<TArrivalRow[]> {
  const rows = await db
    .select(arrivalColumns)
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .orderBy(sql`lower(${guests.name})`, asc(guests.id));
  return rows.map(toArrival);
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
  return rows.map(toArrival);
}

/**
 * The check-in itself: one conditional UPDATE, so that when several ushers scan one guest at the same
 * moment exactly one of them writes and every other finds the row already taken.
 */
export async function checkIn(
  db: TDbOrTx,
  input: {
    invitationId: string;
    guestId: string;
    pax: number;
    now: Date;
    usherId: string | null;
    byName: string;
    members: TCheckedInMember[];
    eventId: string | null;
  },
): Promise<TGuestRow | undefined> {
  const [row] = await db
    .update(guests)
    .set({
      checkedInAt: input.now,
      checkedInPax: input.pax,
      checkedInBy: input.usherId,
      checkedInByName: input.byName,
      checkedInMembers: input.members,
      checkedInEventId: input.eventId,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(guests.id, input.guestId),
        eq(guests.invitationId, input.invitationId),
        isNull(guests.checkedInAt),
      ),
    )
    .returning();
  return row;
}

/**
 * A household's later arrivals: their members and count added to the first check-in's. Written only
 * while the members already in are still those read, so two ushers letting in the same member at once
 * cannot both count them.
 */
export async function addArrivals(
  db: TDbOrTx,
  input: {
    invitationId: string;
    guestId: string;
    pax: number;
    now: Date;
    before: TCheckedInMember[];
    members: TCheckedInMember[];
  },
): Promise<TGuestRow | undefined> {
  const [row] = await db
    .update(guests)
    .set({
      checkedInPax: sql`coalesce(${guests.checkedInPax}, 0) + ${input.pax}`,
      checkedInMembers: [...input.before, ...input.members],
      updatedAt: input.now,
    })
    .where(
      and(
        eq(guests.id, input.guestId),
        eq(guests.invitationId, input.invitationId),
        isNotNull(guests.checkedInAt),
        sql`${guests.checkedInMembers} = ${JSON.stringify(input.before)}::jsonb`,
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

export async function recentArrivals(
  db: TDbOrTx,
  invitationId: string,
  limit: number,
): Promise<TArrivalRow[]> {
  const rows = await db
    .select(arrivalColumns)
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), isNotNull(guests.checkedInAt)))
    .orderBy(desc(guests.checkedInAt))
    .limit(limit);
  return rows.map(toArrival);
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
      checkedIn: sql<number>`count(${guests.checkedInAt})::int`,
      pax: sql<number>`coalesce(sum(${guests.checkedInPax}), 0)::int`,
      expected: sql<number>`coalesce(sum(coalesce(${rsvpPaxExpr}, ${guests.quota})), 0)::int`,
      walkIns: sql<number>`count(*) filter (where ${guests.walkIn})::int`,
      souvenirs: sql<number>`count(${guests.souvenirAt})::int`,
    })
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .groupBy(guests.group)
    .orderBy(sql`${guests.group} asc nulls last`);
}

/** Guests let in and their people, per session recorded (null: before sessions, or none). */
export async function arrivalsBySession(
  db: TDbOrTx,
  invitationId: string,
): Promise<{ eventId: string | null; guests: number; pax: number }[]> {
  return db
    .select({
      eventId: guests.checkedInEventId,
      guests: sql<number>`count(*)::int`,
      pax: sql<number>`coalesce(sum(${guests.checkedInPax}), 0)::int`,
    })
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), isNotNull(guests.checkedInAt)))
    .groupBy(guests.checkedInEventId);
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
