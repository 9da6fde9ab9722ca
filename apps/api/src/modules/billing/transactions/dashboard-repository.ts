import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { OPEN_TRANSACTION_STATUSES } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { invitations, transactions } from '../../../db/schema';

/** What was paid since `from`, in whole rupiah. */
export async function sumRevenueSince(db: TDbOrTx, from: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(transactions.amount) })
    .from(transactions)
    .where(and(eq(transactions.status, 'lunas'), gte(transactions.paidAt, from)));
  return Number(row?.total ?? 0);
}

export async function countWaitingVerification(db: TDbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.status, 'menunggu_verifikasi'));
  return row?.n ?? 0;
}

/** What was paid since `from`, per WIB month (YYYY-MM); months without a payment are absent. */
export async function revenuePerMonthSince(db: TDbOrTx, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({
      month: sql<string>`to_char(${transactions.paidAt} + interval '7 hours', 'YYYY-MM')`,
      total: sum(transactions.amount),
    })
    .from(transactions)
    .where(and(eq(transactions.status, 'lunas'), gte(transactions.paidAt, from)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.month, Number(row.total ?? 0)]));
}

export async function findNewestInvitationOfUser(
  db: TDbOrTx,
  userId: string,
): Promise<{ id: string; slug: string; content: Record<string, unknown>; createdAt: Date } | undefined> {
  const [row] = await db
    .select({
      id: invitations.id,
      slug: invitations.slug,
      content: invitations.content,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.userId, userId))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  return row;
}

/** The user's newest transaction that is still open (waiting for payment or verification, or rejected). */
export async function findNewestOpenOfUser(db: TDbOrTx, userId: string) {
  const [row] = await db
    .select({
      invoiceNumber: transactions.invoiceNumber,
      status: transactions.status,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES])))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row;
}

export async function countPaidOfUser(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, 'lunas')));
  return row?.n ?? 0;
}
