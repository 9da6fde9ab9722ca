import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { TransferInstructions, useTransaction } from '../../transactions';

/** The transfer instructions right after choosing a package (or when continuing an open purchase). */
export function PurchaseDialog({
  transactionId,
  onClose,
}: {
  transactionId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useTransaction(transactionId);
  const transaction = detail.data;
  return (
    <Dialog open={transactionId !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {transaction ? t('purchase.title', { invoice: transaction.invoiceNumber }) : t('detail.loading')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {detail.isError && <Alert severity="error">{t('detail.failed')}</Alert>}
        {!transaction && !detail.isError && <Skeleton variant="rounded" height={320} />}
        {transaction && (
          <>
            <DialogContentText>
              {t('purchase.text', {
                package: transaction.package.name,
                invitation: transaction.invitation?.title ?? '',
              })}
            </DialogContentText>
            <TransferInstructions transaction={transaction} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('purchase.later')}</Button>
      </DialogActions>
    </Dialog>
  );
}
