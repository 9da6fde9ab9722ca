import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { formatRupiah, TRANSACTION_STATUS_LABELS } from '@undangin/shared';
import { transactions } from '../../../db/schema';
import { containsPattern, type TSearchProvider } from '../../search/provider';

/** Invoices by number: a couple finds their own, administrators every one. */
export const invoicesSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  const admin = user.role === 'admin';
  const conditions: SQL[] = [ilike(transactions.invoiceNumber, containsPattern(q))];
  if (!admin) conditions.push(eq(transactions.userId, user.id));
  const rows = await db
    .select({
      invoiceNumber: transactions.invoiceNumber,
      status: transactions.status,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(and(...conditions))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    type: 'invoice',
    title: row.invoiceNumber,
    subtitle: `${TRANSACTION_STATUS_LABELS[row.status]} · ${formatRupiah(row.amount)}`,
    url: `${admin ? '/admin/transactions' : '/transactions'}?q=${encodeURIComponent(row.invoiceNumber)}`,
  }));
};
