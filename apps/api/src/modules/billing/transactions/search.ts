import { formatRupiah, TRANSACTION_STATUS_LABELS } from '@undangin/shared';
import { containsPattern } from '../../../lib/like-pattern';
import type { TSearchProvider } from '../../../lib/search-provider';
import { searchInvoices } from './repository';

/** Invoices by number: a couple finds their own, administrators every one. */
export const invoicesSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  const admin = user.role === 'admin';
  const rows = await searchInvoices(db, {
    pattern: containsPattern(q),
    userId: admin ? undefined : user.id,
    limit,
  });
  return rows.map((row) => ({
    type: 'invoice',
    title: row.invoiceNumber,
    subtitle: `${TRANSACTION_STATUS_LABELS[row.status]} · ${formatRupiah(row.amount)}`,
    url: `${admin ? '/admin/transactions' : '/transactions'}?q=${encodeURIComponent(row.invoiceNumber)}`,
  }));
};
