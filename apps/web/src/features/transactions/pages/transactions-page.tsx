import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { ownerActions } from '@undangin/shared/billing/states';
import { PageHeader } from '../../../components/page-header';
import { ServerDataGrid } from '../../../components/server-data-grid';
import { toApiProblem } from '../../../lib/api-error';
import { useCancelTransaction } from '../api/cancel-transaction';
import { useTransactions } from '../api/get-transactions';
import { SearchField } from '../components/search-field';
import { StatusFilter } from '../components/status-filter';
import { TransactionStatusChip } from '../components/status-chip';
import { TransactionDialog } from '../components/transaction-dialog';
import { formatDateTime } from '../lib/format';
import { useTransactionListState } from '../lib/list-state';

/** The next step of a transaction, in words: what the owner does now, or what they wait for. */
function NextStep({
  transaction,
  onOpen,
  onCancel,
}: {
  transaction: TTransaction;
  onOpen: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('billing');
  const actions = ownerActions(transaction.status);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      {actions.includes('confirm') ? (
        <>
          <Button size="small" variant="contained" onClick={onOpen}>
            {t('list.pay')}
          </Button>
          <Button
            size="small"
            component={RouterLink}
            to={`/payments?transactionId=${encodeURIComponent(transaction.id)}`}
          >
            {t('list.confirm')}
          </Button>
        </>
      ) : (
        <Button size="small" onClick={onOpen}>
          {t('list.detail')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="small" color="error" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
      )}
      {transaction.status === 'menunggu_verifikasi' && (
        <Typography variant="body2" color="text.secondary">
          {t('list.waitingAdmin')}
        </Typography>
      )}
    </Box>
  );
}

export default function TransactionsPage() {
  const { t, i18n } = useTranslation(['billing', 'transactions']);
  const { query, update, sortModel, onSortModelChange } = useTransactionListState();
  const list = useTransactions(query);
  const cancel = useCancelTransaction();
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<TTransaction | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const columns: GridColDef<TTransaction>[] = [
    { field: 'invoiceNumber', headerName: t('fields.invoice'), minWidth: 170, flex: 1 },
    {
      field: 'invitation',
      headerName: t('fields.invitation'),
      sortable: false,
      minWidth: 160,
      flex: 1,
      valueGetter: (_value, row) => row.invitation?.title ?? t('fields.invitationDeleted'),
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
      field: 'next',
      headerName: t('fields.nextStep'),
      sortable: false,
      minWidth: 300,
      flex: 1.5,
      renderCell: ({ row }) => (
        <NextStep transaction={row} onOpen={() => setOpenId(row.id)} onCancel={() => setCancelling(row)} />
      ),
    },
  ];

  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancel.mutateAsync(cancelling.id);
      setCancelling(null);
    } catch (error) {
      setCancelError(toApiProblem(error).message);
    }
  };

  return (
    <>
      <PageHeader
        title={t('transactions:title')}
        subtitle={t('transactions:description')}
        actions={
          <Button component={RouterLink} to="/packages" variant="outlined">
            {t('list.choosePackage')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <StatusFilter value={query.status ?? ''} onChange={(status) => update({ status, page: undefined })} />
        <SearchField
          value={query.q ?? ''}
          label={t('filters.searchOwn')}
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
        localeText={{ noRowsLabel: t('list.empty') }}
      />
      <TransactionDialog id={openId} onClose={() => setOpenId(null)} />
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>{t('cancel.title', { invoice: cancelling?.invoiceNumber })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cancel.text')}</DialogContentText>
          {cancelError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {cancelError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>{t('actions.back')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={() => void confirmCancel()}
          >
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
