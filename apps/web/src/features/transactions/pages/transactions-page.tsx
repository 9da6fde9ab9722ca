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
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { ownerActions } from '@undangin/shared/billing/states';
import { paths } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { tryRequest } from '../../../lib/api-error';
import { useCancelTransaction } from '../api/cancel-transaction';
import { useTransactions } from '../api/get-transactions';
import { TransactionDialog } from '../components/transaction-dialog';
import { TransactionTable } from '../components/transaction-table';
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
          <Button size="small" component={RouterLink} to={paths.payments({ transactionId: transaction.id })}>
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
  const { t } = useTranslation(['billing', 'transactions']);
  const state = useTransactionListState();
  const list = useTransactions(state.query);
  const cancel = useCancelTransaction();
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<TTransaction | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const party: GridColDef<TTransaction> = {
    field: 'invitation',
    headerName: t('fields.invitation'),
    sortable: false,
    minWidth: 160,
    flex: 1,
    valueGetter: (_value, row) => row.invitation?.title ?? t('fields.invitationDeleted'),
  };
  const action: GridColDef<TTransaction> = {
    field: 'next',
    headerName: t('fields.nextStep'),
    sortable: false,
    minWidth: 240,
    flex: 1.5,
    renderCell: ({ row }) => (
      <NextStep transaction={row} onOpen={() => setOpenId(row.id)} onCancel={() => setCancelling(row)} />
    ),
  };

  const confirmCancel = async () => {
    if (cancelling && (await tryRequest(() => cancel.mutateAsync(cancelling.id), setCancelError))) {
      setCancelling(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('transactions:title')}
        subtitle={t('transactions:description')}
        actions={
          <Button component={RouterLink} to={paths.packages()} variant="outlined">
            {t('list.choosePackage')}
          </Button>
        }
      />
      <TransactionTable
        label={t('transactions:title')}
        list={list}
        state={state}
        searchLabel={t('filters.searchOwn')}
        emptyLabel={t('list.empty')}
        party={party}
        action={action}
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
