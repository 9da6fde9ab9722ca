import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { insertRow } from '../../../db/insert-row';
import { checkInUshers, guestArrivals, invitations } from '../../../db/schema';

export type TUsherRow = typeof checkInUshers.$inferSelect;

export const insertUsher = (db: TDbOrTx, values: typeof checkInUshers.$inferInsert) =>
  insertRow(db, checkInUshers, values);

export async function listUshers(
  db: TDbOrTx,
  invitationId: string,
): Promise<(TUsherRow & { checkIns: number })[]> {
  const rows = await db
    .select({
      usher: checkInUshers,
      checkIns: sql<number>`(select count(*)::int from ${guestArrivals} a where a.usher_id = ${sql.raw('"check_in_ushers"."id"')})`,
    })
    .from(checkInUshers)
    .where(eq(checkInUshers.invitationId, invitationId))
    .orderBy(asc(checkInUshers.createdAt));
  return rows.map((row) => ({ ...row.usher, checkIns: Number(row.checkIns) }));
}

export async function findUsherWithOwner(
  db: TDbOrTx,
  usherId: string,
): Promise<{ usher: TUsherRow; ownerId: string } | undefined> {
  const [row] = await db
    .select({ usher: checkInUshers, ownerId: invitations.userId })
    .from(checkInUshers)
    .innerJoin(invitations, eq(invitations.id, checkInUshers.invitationId))
    .where(eq(checkInUshers.id, usherId));
  return row;
}

export async function findUsherByTokenHash(db: TDbOrTx, tokenHash: string): Promise<TUsherRow | undefined> {
  const [row] = await db.select().from(checkInUshers).where(eq(checkInUshers.tokenHash, tokenHash));
  return row;
}

export async function updateUsher(db: TDbOrTx, usherId: string, patch: Partial<TUsherRow>): Promise<void> {
  await db.update(checkInUshers).set(patch).where(eq(checkInUshers.id, usherId));
}

/** Counts a wrong PIN in the database itself, so two phones guessing at once both count. */
export async function countFailedPin(
  db: TDbOrTx,
  usherId: string,
  lockAfter: number,
  lockUntil: Date,
): Promise<void> {
  await db
    .update(checkInUshers)
    .set({
      failedPins: sql`${checkInUshers.failedPins} + 1`,
      pinLockedUntil: sql`case when ${checkInUshers.failedPins} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${checkInUshers.pinLockedUntil} end`,
    })
    .where(and(eq(checkInUshers.id, usherId)));
}
