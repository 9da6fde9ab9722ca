import { and, count, desc, eq } from 'drizzle-orm';
import type { TConfirmationStatus } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { pageWithTotal } from '../../../db/page-with-total';
import { insertRow } from '../../../db/insert-row';
import { paymentConfirmations, transactions } from '../../../db/schema';
import { isUuid } from '../../../lib/ids';

export type TConfirmationRow = typeof paymentConfirmations.$inferSelect;
export type TTransactionBrief = Pick<
  typeof transactions.$inferSelect,
  'id' | 'invoiceNumber' | 'status' | 'amount' | 'userId'
>;
export type TConfirmationWithTransaction = { confirmation: TConfirmationRow; transaction: TTransactionBrief };

const brief = {
  id: transactions.id,
  invoiceNumber: transactions.invoiceNumber,
  status: transactions.status,
  amount: transactions.amount,
  userId: transactions.userId,
};

export const insertConfirmation = (db: TDbOrTx, values: typeof paymentConfirmations.$inferInsert) =>
  insertRow(db, paymentConfirmations, values);

export async function findConfirmation(
  db: TDbOrTx,
  id: string,
): Promise<TConfirmationWithTransaction | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ confirmation: paymentConfirmations, transaction: brief })
    .from(paymentConfirmations)
    .innerJoin(transactions, eq(transactions.id, paymentConfirmations.transactionId))
    .where(eq(paymentConfirmations.id, id));
  return row;
}

export async function listConfirmationsOfTransaction(
  db: TDbOrTx,
  transactionId: string,
): Promise<TConfirmationWithTransaction[]> {
  return db
    .select({ confirmation: paymentConfirmations, transaction: brief })
    .from(paymentConfirmations)
    .innerJoin(transactions, eq(transactions.id, paymentConfirmations.transactionId))
    .where(eq(paymentConfirmations.transactionId, transactionId))
    .orderBy(desc(paymentConfirmations.createdAt), desc(paymentConfirmations.id));
}

/** The confirmations of the transactions a user owns, newest first. */
export async function listConfirmationsOfUser(
  db: TDbOrTx,
  filter: { userId: string; status?: TConfirmationStatus; limit: number; offset: number },
): Promise<{ rows: TConfirmationWithTransaction[]; total: number }> {
  const where = and(
    eq(transactions.userId, filter.userId),
    filter.status ? eq(paymentConfirmations.status, filter.status) : undefined,
  );
  return pageWithTotal(
    db
      .select({ confirmation: paymentConfirmations, transaction: brief })
      .from(paymentConfirmations)
      .innerJoin(transactions, eq(transactions.id, paymentConfirmations.transactionId))
      .where(where)
      .orderBy(desc(paymentConfirmations.createdAt), desc(paymentConfirmations.id)),
    filter,
    db
      .select({ n: count() })
      .from(paymentConfirmations)
      .innerJoin(transactions, eq(transactions.id, paymentConfirmations.transactionId))
      .where(where),
  );
}

/** Closes the confirmation an administrator just decided on; a transaction has one waiting at a time. */
export async function reviewPendingConfirmation(
  db: TDbOrTx,
  transactionId: string,
  /** No reviewer when the expiry job closes a confirmation nobody verified. */
  review: {
    status: Exclude<TConfirmationStatus, 'menunggu'>;
    reviewerId: string | null;
    at: Date;
    reason?: string;
  },
): Promise<void> {
  await db
    .update(paymentConfirmations)
    .set({
      status: review.status,
      reviewedBy: review.reviewerId,
      reviewedAt: review.at,
      rejectionReason: review.reason ?? null,
    })
    .where(
      and(eq(paymentConfirmations.transactionId, transactionId), eq(paymentConfirmations.status, 'menunggu')),
    );
}
