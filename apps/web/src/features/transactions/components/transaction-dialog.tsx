import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isOpenStatus } from '@undangin/shared/billing/states';
import { useTransaction } from '../api/get-transaction';
import { TransactionHistory } from './transaction-history';
import { TransactionSummary } from './transaction-summary';
import { TransferInstructions } from './transfer-instructions';

/** One of the owner's transactions: how to pay it while open, its confirmations and its history. */
export function TransactionDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useTransaction(id);
  const transaction = detail.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{transaction ? transaction.invoiceNumber : t('detail.loading')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {detail.isError && <Alert severity="error">{t('detail.failed')}</Alert>}
        {!transaction && !detail.isError && <Skeleton variant="rounded" height={280} />}
        {transaction && (
          <>
            <TransactionSummary transaction={transaction} />
            {isOpenStatus(transaction.status) && transaction.status !== 'menunggu_verifikasi' && (
              <TransferInstructions transaction={transaction} />
            )}
            {transaction.confirmations.length > 0 && (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('detail.confirmations')}
                </Typography>
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                  {transaction.confirmations.map((c) => (
                    <li key={c.id}>
                      <Link component={RouterLink} to={`/payments/detail?id=${encodeURIComponent(c.id)}`}>
                        {t(`confirmation.status.${c.status}`)} · {c.bankName}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('detail.history')}
            </Typography>
            <TransactionHistory history={transaction.history} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
