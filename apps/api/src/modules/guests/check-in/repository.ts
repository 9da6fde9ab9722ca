import { and, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { guests } from '../../../db/schema';
import { rsvpPaxExpr } from '../list-query-repository';
import type { TGuestRow } from '../repository';
import { containsPattern } from '../../../lib/like-pattern';

export type TArrivalRow = TGuestRow & { rsvpPax: number | null };

const arrivalColumns = { guest: guests, rsvpPax: rsvpPaxExpr };

const toArrival = (row: { guest: TGuestRow; rsvpPax: unknown }): TArrivalRow => ({
  ...row.guest,
  rsvpPax: row.rsvpPax === null || row.rsvpPax === undefined ? null : Number(row.rsvpPax),
});

export async function findArrival(
  db: TDbOrTx,
  invitationId: string,
  where: { id?: string; code?: string },
): Promise<TArrivalRow | undefined> {
  const [row] = await db
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
  return row ? toArrival(row) : undefined;
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
  },
): Promise<TGuestRow | undefined> {
  const [row] = await db
    .update(guests)
    .set({
      checkedInAt: input.now,
      checkedInPax: input.pax,
      checkedInBy: input.usherId,
      checkedInByName: input.byName,
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
    })
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .groupBy(guests.group)
    .orderBy(sql`${guests.group} asc nulls last`);
}
