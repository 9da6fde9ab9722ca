import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { guestOpens, guests, invitations, rsvps } from '../../db/schema';
import { arrivedPaxExpr, OUTER_GUEST_ID } from './list-query-repository';

const invitationsOf = (db: TDbOrTx, userId: string) =>
  db.select({ id: invitations.id }).from(invitations).where(eq(invitations.userId, userId));

/** Over all of a couple's invitations: guests, sent, opened, not yet answered, checked in. */
export async function guestTotals(db: TDbOrTx, userId: string) {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(${guests.sentAt})::int`,
      opened: sql<number>`count(${guestOpens.guestId})::int`,
      unanswered: sql<number>`count(*) filter (where not exists (select 1 from ${rsvps} r where r.guest_id = ${OUTER_GUEST_ID}))::int`,
      checkedIn: sql<number>`count(${arrivedPaxExpr})::int`,
    })
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(inArray(guests.invitationId, invitationsOf(db, userId)));
  return totals;
}

/** Guests checked in and the people they brought, per group, the groupless last. */
export async function arrivalsByGroup(db: TDbOrTx, userId: string) {
  return db
    .select({
      group: guests.group,
      arrived: sql<number>`count(*)::int`,
      pax: sql<number>`coalesce(sum(${arrivedPaxExpr}), 0)::int`,
    })
    .from(guests)
    .where(and(inArray(guests.invitationId, invitationsOf(db, userId)), sql`${arrivedPaxExpr} is not null`))
    .groupBy(guests.group)
    .orderBy(sql`${guests.group} asc nulls last`);
}
