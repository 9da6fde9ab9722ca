import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { ReviewDialog } from '../components/review-dialog';
import { SearchField } from '../components/search-field';
import { StatusFilter } from '../components/status-filter';
import { TransactionStatusChip } from '../components/status-chip';
import { formatDateTime } from '../lib/format';
import { useTransactionListState } from '../lib/list-state';

/** Transaksi User: every transaction, filtered and searched, each opened for review. */
export default function AdminTransactionsPage() {
  const { t, i18n } = useTranslation(['billing', 'transactions']);
  const { query, update, sortModel, onSortModelChange } = useTransactionListState();
  const list = useAdminTransactions(query);
  const [reviewId, setReviewId] = useState<string | null>(null);

  const columns: GridColDef<TTransaction>[] = [
    { field: 'invoiceNumber', headerName: t('fields.invoice'), minWidth: 170, flex: 1 },
    {
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
    },
    {
      field: 'package',
      headerName: t('fields.package'),
      sortable: false,
      minWidth: 110,
      valueGetter: (_value, row) => row.package.name,
    },
    {
      field: 'amount',
      headerName: t('fields.amount'),
      minWidth: 130,
      valueFormatter: (value: number) => formatRupiah(value),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      minWidth: 210,
      renderCell: ({ row }) => <TransactionStatusChip status={row.status} />,
    },
    {
      field: 'createdAt',
      headerName: t('fields.createdAt'),
      minWidth: 160,
      valueFormatter: (value: string) => formatDateTime(value, i18n.language),
    },
    {
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
    },
  ];

  return (
    <>
      <PageHeader title={t('transactions:admin.title')} subtitle={t('transactions:admin.description')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <StatusFilter value={query.status ?? ''} onChange={(status) => update({ status, page: undefined })} />
        <SearchField
          value={query.q ?? ''}
          label={t('filters.searchAll')}
          onChange={(q) => update({ q, page: undefined })}
        />
      </Box>
      {list.isError && <Alert severity="error">{toApiProblem(list.error).message}</Alert>}
      <ServerDataGrid
        rows={list.data?.data ?? []}
        rowCount={list.data?.total ?? 0}
        columns={columns}
        loading={list.isFetching}
        getRowHeight={() => 'auto'}
        paging={{ page: query.page, perPage: query.perPage }}
        onPagingChange={(paging) => update(paging)}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        localeText={{ noRowsLabel: t('list.emptyAdmin') }}
      />
      <ReviewDialog id={reviewId} onClose={() => setReviewId(null)} />
    </>
  );
}
