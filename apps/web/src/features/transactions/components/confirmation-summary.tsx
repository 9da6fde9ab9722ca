import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TPaymentConfirmation } from '@undangin/shared/billing/schemas';
import { formatDate, formatDateTime } from '../lib/format';
import { FactsList } from './facts-list';

const COLORS = { menunggu: 'info', diterima: 'success', ditolak: 'error' } as const;

/** One payment confirmation: what the payer says they sent, and what became of it. */
export function ConfirmationSummary({ confirmation }: { confirmation: TPaymentConfirmation }) {
  const { t, i18n } = useTranslation('billing');
  const differs = confirmation.amount !== confirmation.transactionAmount;
  const rows: [string, string][] = [
    [t('confirmation.bankName'), confirmation.bankName],
    [t('confirmation.accountHolder'), confirmation.accountHolder],
    [t('confirmation.amount'), formatRupiah(confirmation.amount)],
    [t('confirmation.transferDate'), formatDate(confirmation.transferDate, i18n.language)],
    [t('confirmation.sentAt'), formatDateTime(confirmation.createdAt, i18n.language)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          color={COLORS[confirmation.status]}
          label={t(`confirmation.status.${confirmation.status}`)}
        />
        {confirmation.reviewedAt && (
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(confirmation.reviewedAt, i18n.language)}
          </Typography>
        )}
      </Box>
      <FactsList rows={rows} />
      {differs && (
        <Alert severity="warning">
          {t('confirmation.amountDiffers', { expected: formatRupiah(confirmation.transactionAmount) })}
        </Alert>
      )}
      {confirmation.rejectionReason && (
        <Alert severity="error">
          {t('confirmation.rejectedBecause', { reason: confirmation.rejectionReason })}
        </Alert>
      )}
    </Box>
  );
}
