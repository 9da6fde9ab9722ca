import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { PageHeader } from '../../../components/page-header';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { ReviewDialog } from '../components/review-dialog';
import { TransactionTable } from '../components/transaction-table';
import { useTransactionListState } from '../lib/list-state';

/** Transaksi User: every transaction, filtered and searched, each opened for review. */
export default function AdminTransactionsPage() {
  const { t } = useTranslation(['billing', 'transactions']);
  const state = useTransactionListState();
  const list = useAdminTransactions(state.query);
  const [reviewId, setReviewId] = useState<string | null>(null);

  const party: GridColDef<TTransaction> = {
    field: 'user',
    headerName: t('fields.user'),
    sortable: false,
    minWidth: 200,
    flex: 1,
    renderCell: ({ row }) =>
      row.user ? (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.user.email}
          </Typography>
        </Box>
      ) : (
        t('fields.userDeleted')
      ),
  };
  const action: GridColDef<TTransaction> = {
    field: 'review',
    headerName: '',
    sortable: false,
    minWidth: 120,
    renderCell: ({ row }) => (
      <Button
        size="small"
        variant={row.status === 'menunggu_verifikasi' ? 'contained' : 'text'}
        onClick={() => setReviewId(row.id)}
        aria-label={t('review.openFor', { invoice: row.invoiceNumber })}
      >
        {row.status === 'menunggu_verifikasi' ? t('review.check') : t('list.detail')}
      </Button>
    ),
  };

  return (
    <>
      <PageHeader title={t('transactions:admin.title')} subtitle={t('transactions:admin.description')} />
      <TransactionTable
        label={t('transactions:admin.title')}
        list={list}
        state={state}
        searchLabel={t('filters.searchAll')}
        emptyLabel={t('list.emptyAdmin')}
        party={party}
        action={action}
      />
      <ReviewDialog id={reviewId} onClose={() => setReviewId(null)} />
    </>
  );
}
