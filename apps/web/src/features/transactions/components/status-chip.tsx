import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TTransactionStatus } from '@undangin/shared/billing/states';

const COLORS: Record<TTransactionStatus, ChipProps['color']> = {
  menunggu_pembayaran: 'warning',
  menunggu_verifikasi: 'info',
  lunas: 'success',
  ditolak: 'error',
  kedaluwarsa: 'default',
  dibatalkan: 'default',
};

export function TransactionStatusChip({
  status,
  size = 'small',
}: {
  status: TTransactionStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('billing');
  return <Chip size={size} color={COLORS[status]} variant="outlined" label={t(`status.${status}`)} />;
}
