import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OPEN_TRANSACTION_STATUSES,
  type TTransactionStatus,
  TRANSACTION_SORT_FIELDS,
} from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { pageWithTotal } from '../../../db/page-with-total';
import { insertRow } from '../../../db/insert-row';
import {
  billingNotices,
  invitations,
  invoiceCounters,
  packages,
  transactionEvents,
  transactions,
  users,
} from '../../../db/schema';
import { isUuid } from '../../../lib/ids';
import { anyContains } from '../../../lib/like-pattern';

export type TTransactionRow = typeof transactions.$inferSelect;
/** Columns that change with a transaction's status. */
export type TTransactionPatch = Partial<typeof transactions.$inferInsert>;
export type TTransactionEventRow = typeof transactionEvents.$inferSelect;

const previousPackages = alias(packages, 'previous_packages');
const actors = alias(users, 'actors');

/** A transaction with the names a screen shows beside it. */
export type TTransactionView = {
  transaction: TTransactionRow;
  user: { id: string; name: string; email: string } | null;
  invitation: { id: string; slug: string; content: Record<string, unknown> } | null;
  package: { id: string; code: string; name: string };
  previousPackage: { id: string; code: string; name: string } | null;
};

function viewQuery(db: TDbOrTx) {
  return db
    .select({
      transaction: transactions,
      user: { id: users.id, name: users.name, email: users.email },
      invitation: { id: invitations.id, slug: invitations.slug, content: invitations.content },
      package: { id: packages.id, code: packages.code, name: packages.name },
      previousPackage: { id: previousPackages.id, code: previousPackages.code, name: previousPackages.name },
    })
    .from(transactions)
    .innerJoin(packages, eq(packages.id, transactions.packageId))
    .leftJoin(previousPackages, eq(previousPackages.id, transactions.previousPackageId))
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(invitations, eq(invitations.id, transactions.invitationId));
}

export async function findTransactionView(db: TDbOrTx, id: string): Promise<TTransactionView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await viewQuery(db).where(eq(transactions.id, id));
  return row;
}

export async function findTransaction(db: TDbOrTx, id: string): Promise<TTransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Reads the row and holds it until the transaction ends: concurrent moves of one row queue here. */
export async function lockTransaction(db: TDbOrTx, id: string): Promise<TTransactionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

export async function findByIdempotencyKey(
  db: TDbOrTx,
  userId: string,
  key: string,
): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row;
}

export async function findOpenForInvitation(
  db: TDbOrTx,
  invitationId: string,
): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.invitationId, invitationId),
        inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES]),
      ),
    );
  return row;
}

/** The amounts between `min` and `max` that open transactions ask for: each is taken until it closes. */
export async function openAmountsBetween(db: TDbOrTx, min: number, max: number): Promise<number[]> {
  const rows = await db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(
      and(
        inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES]),
        gte(transactions.amount, min),
        lte(transactions.amount, max),
      ),
    );
  return rows.map((r) => r.amount);
}

/**
 * The account's unpaid orders that still hold a code: waiting for verification, or within their
 * window (one whose window passed is closed by the next purchase or the job, so it does not count).
 */
export async function countOpenOfUser(db: TDbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES]),
        or(eq(transactions.status, 'menunggu_verifikasi'), gt(transactions.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

export const insertTransaction = (db: TDbOrTx, values: typeof transactions.$inferInsert) =>
  insertRow(db, transactions, values);

/**
 * Moves a transaction only if it is still in one of `from`: the condition is the lock, so of two
 * administrators approving at once exactly one row comes back.
 */
export async function updateStatusIf(
  db: TDbOrTx,
  id: string,
  from: readonly TTransactionStatus[],
  values: TTransactionPatch & { status: TTransactionStatus },
): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set(values)
    .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
    .returning();
  return row;
}

export async function insertEvent(db: TDbOrTx, values: typeof transactionEvents.$inferInsert): Promise<void> {
  await db.insert(transactionEvents).values(values);
}

export async function listEvents(db: TDbOrTx, transactionId: string) {
  return db
    .select({ event: transactionEvents, actorName: actors.name })
    .from(transactionEvents)
    .leftJoin(actors, eq(actors.id, transactionEvents.actorId))
    .where(eq(transactionEvents.transactionId, transactionId))
    .orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id));
}

/** Up to `limit` transactions past their window that the expiry job may close. */
export async function findExpirable(
  db: TDbOrTx,
  from: readonly TTransactionStatus[],
  now: Date,
  limit: number,
): Promise<TTransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(inArray(transactions.status, [...from]), lte(transactions.expiresAt, now)))
    .orderBy(asc(transactions.expiresAt))
    .limit(limit);
}

/** Up to `limit` confirmations that have waited for an administrator since `before` or longer. */
export async function findUnverifiedSince(
  db: TDbOrTx,
  before: Date,
  limit: number,
): Promise<TTransactionRow[]> {
  // The confirm move stamps updatedAt, and nothing else touches a row waiting for verification.
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'menunggu_verifikasi'), lte(transactions.updatedAt, before)))
    .orderBy(asc(transactions.updatedAt))
    .limit(limit);
}

/** Waiting transactions whose window closes before `until` and whose owner was not reminded yet. */
export async function findDueForReminder(
  db: TDbOrTx,
  now: Date,
  until: Date,
  limit: number,
): Promise<TTransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'menunggu_pembayaran'),
        isNull(transactions.reminderSentAt),
        gt(transactions.expiresAt, now),
        lte(transactions.expiresAt, until),
      ),
    )
    .orderBy(asc(transactions.expiresAt))
    .limit(limit);
}

export async function markReminded(db: TDbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(transactions)
    .set({ reminderSentAt: now })
    .where(and(eq(transactions.id, id), isNull(transactions.reminderSentAt)))
    .returning({ id: transactions.id });
  return rows.length > 0;
}

export type TListFilter = {
  userId?: string;
  status?: TTransactionStatus;
  q?: string;
  /** A whole-rupiah amount read from the search text, matched exactly. */
  amount?: number;
  sortBy: (typeof TRANSACTION_SORT_FIELDS)[number];
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  createdAt: transactions.createdAt,
  invoiceNumber: transactions.invoiceNumber,
  amount: transactions.amount,
  status: transactions.status,
  expiresAt: transactions.expiresAt,
} as const;

export async function listTransactionViews(
  db: TDbOrTx,
  filter: TListFilter,
): Promise<{ rows: TTransactionView[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId) conditions.push(eq(transactions.userId, filter.userId));
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.q) {
    conditions.push(
      or(
        anyContains(filter.q, [transactions.invoiceNumber, users.name, users.email]),
        filter.amount !== undefined ? eq(transactions.amount, filter.amount) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const column = SORT_COLUMNS[filter.sortBy];
  const order = filter.orderBy === 'asc' ? asc(column) : desc(column);
  return pageWithTotal(
    viewQuery(db).where(where).orderBy(order, desc(transactions.id)),
    filter,
    db
      .select({ n: count() })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where),
  );
}

/** Invoices whose number matches `pattern`, newest first; only the user's own when `userId` is given. */
export async function searchInvoices(
  db: TDbOrTx,
  filter: { pattern: string; userId?: string; limit: number },
): Promise<Pick<TTransactionRow, 'invoiceNumber' | 'status' | 'amount'>[]> {
  return db
    .select({
      invoiceNumber: transactions.invoiceNumber,
      status: transactions.status,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(
      and(
        ilike(transactions.invoiceNumber, filter.pattern),
        filter.userId ? eq(transactions.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(filter.limit);
}

/**
 * Counts the day's invoices and returns the new count. One upsert, so two processes never get the same
 * number; a rolled-back purchase gives its number back.
 */
export async function nextInvoiceSequence(tx: TDbOrTx, day: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.day, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

/** Records a notice once by its key; false when it was already sent (by this or another process). */
export async function recordBillingNotice(tx: TDbOrTx, key: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(billingNotices)
    .values({ key, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: billingNotices.key });
  return rows.length > 0;
}
