import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import { tryRequest } from '../../../lib/api-error';
import { useApproveTransaction } from '../api/approve-transaction';
import { useTransaction } from '../api/get-transaction';
import { ConfirmationSummary } from './confirmation-summary';
import { ProofViewer } from './proof-viewer';
import { RejectDialog } from './reject-dialog';
import { DetailHeading, TransactionDetail } from './transaction-detail';

/**
 * An administrator checks a transfer: the transaction, each confirmation with its proof, the history;
 * then approves (the package is activated at once) or rejects with a reason.
 */
export function ReviewDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const detail = useTransaction(id);
  const approve = useApproveTransaction();
  const [confirmingApproval, setConfirmingApproval] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const transaction = detail.data;
  const waiting = transaction?.status === 'menunggu_verifikasi';

  const close = () => {
    setConfirmingApproval(false);
    setError(null);
    approve.reset();
    onClose();
  };

  const doApprove = async () => {
    if (transaction && (await tryRequest(() => approve.mutateAsync(transaction.id), setError))) {
      setConfirmingApproval(false);
    }
  };

  return (
    <>
      <Dialog open={id !== null} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen}>
        <DialogTitle>{t('review.title', { invoice: transaction?.invoiceNumber ?? '' })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TransactionDetail detail={detail} loadingHeight={320} showUser>
            {({ confirmations }) => (
              <>
                <DetailHeading>{t('detail.confirmations')}</DetailHeading>
                {confirmations.length === 0 && (
                  <Typography color="text.secondary">{t('review.noConfirmation')}</Typography>
                )}
                {confirmations.map((confirmation) => (
                  <Paper
                    key={confirmation.id}
                    variant="outlined"
                    // Top-aligned: beside a tall proof photo the facts keep their own height, not the photo's.
                    sx={{
                      p: 2,
                      display: 'grid',
                      gap: 2,
                      alignItems: 'start',
                      gridTemplateColumns: { sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
                    }}
                  >
                    <ConfirmationSummary confirmation={confirmation} />
                    <ProofViewer confirmation={confirmation} />
                  </Paper>
                ))}
              </>
            )}
          </TransactionDetail>
        </DialogContent>
        {/* Outside the scrolling content, so the question and its answer show wherever the reader scrolled to. */}
        {transaction && (error || approve.isSuccess || confirmingApproval) && (
          <Box sx={{ display: 'grid', gap: 1, px: 3, pt: 2 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {approve.isSuccess && <Alert severity="success">{t('review.approved')}</Alert>}
            {confirmingApproval && (
              <Alert severity="warning" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
                {t('review.approveCheck', {
                  amount: formatRupiah(transaction.amount),
                  package: transaction.package.name,
                })}
                {/* Under the question rather than beside it, so a phone keeps the sentence readable. */}
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
                  <Button color="inherit" onClick={() => setConfirmingApproval(false)}>
                    {t('actions.back')}
                  </Button>
                  <Button
                    color="success"
                    variant="contained"
                    loading={approve.isPending}
                    onClick={() => void doApprove()}
                  >
                    {t('review.approveNow')}
                  </Button>
                </Box>
              </Alert>
            )}
          </Box>
        )}
        <DialogActions>
          <Button onClick={close}>{t('actions.close')}</Button>
          {/* While the approval is asked, only its own answers are offered: one approve button, not two. */}
          {waiting && !confirmingApproval && (
            <>
              <Button color="error" onClick={() => setRejecting(true)}>
                {t('review.reject')}
              </Button>
              <Button color="success" variant="contained" onClick={() => setConfirmingApproval(true)}>
                {t('review.approve')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <RejectDialog
        transaction={rejecting && transaction ? transaction : null}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
