import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { formatDateTime } from '../lib/format';
import { FactsList } from './facts-list';
import { TransactionStatusChip } from './status-chip';

/** The facts of a transaction as a definition list. */
export function TransactionSummary({
  transaction,
  showUser = false,
}: {
  transaction: TTransaction;
  showUser?: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const rows: [string, string][] = [
    [t('fields.invoice'), transaction.invoiceNumber],
    [t('fields.invitation'), transaction.invitation?.title ?? t('fields.invitationDeleted')],
    [t('fields.package'), transaction.package.name],
    [t('fields.amount'), formatRupiah(transaction.amount)],
    [t('fields.createdAt'), formatDateTime(transaction.createdAt, i18n.language)],
  ];
  if (transaction.paidAt) rows.push([t('fields.paidAt'), formatDateTime(transaction.paidAt, i18n.language)]);
  if (showUser) {
    rows.splice(1, 0, [
      t('fields.user'),
      transaction.user ? `${transaction.user.name} <${transaction.user.email}>` : t('fields.userDeleted'),
    ]);
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {/* A block of its own, so the grid does not stretch the chip across the whole width. */}
      <Box>
        <TransactionStatusChip status={transaction.status} size="medium" />
      </Box>
      <FactsList rows={rows} />
    </Box>
  );
}
