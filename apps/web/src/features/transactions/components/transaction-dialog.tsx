import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isOpenStatus } from '@undangin/shared/billing/states';
import { paths } from '../../../lib/paths';
import { useTransaction } from '../api/get-transaction';
import { DetailHeading, TransactionDetail } from './transaction-detail';
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
        <TransactionDetail detail={detail} loadingHeight={280}>
          {(shown) => (
            <>
              {isOpenStatus(shown.status) && shown.status !== 'menunggu_verifikasi' && (
                <TransferInstructions transaction={shown} />
              )}
              {shown.confirmations.length > 0 && (
                <Box>
                  <DetailHeading mb={1}>{t('detail.confirmations')}</DetailHeading>
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                    {shown.confirmations.map((c) => (
                      <li key={c.id}>
                        <Link component={RouterLink} to={paths.paymentDetail(c.id)}>
                          {t(`confirmation.status.${c.status}`)} · {c.bankName}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            </>
          )}
        </TransactionDetail>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
