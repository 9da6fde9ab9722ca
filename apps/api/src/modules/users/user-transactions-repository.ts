import { desc, eq } from 'drizzle-orm';
import type { TUserTransactionSummary } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { transactions } from '../../db/schema/billing';

/** The user's purchases, newest first, for the administrators' detail view. */
export async function listTransactionsOfUser(
  db: TDbOrTx,
  userId: string,
): Promise<TUserTransactionSummary[]> {
  const rows = await db
    .select({
      id: transactions.id,
      invoiceNumber: transactions.invoiceNumber,
      status: transactions.status,
      amount: transactions.amount,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
