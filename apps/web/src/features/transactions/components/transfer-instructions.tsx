import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupiah } from '@undangin/shared/billing/money';
import type { TTransaction } from '@undangin/shared/billing/schemas';
import { ownerActions } from '@undangin/shared/billing/states';
import { paths } from '../../../lib/paths';
import { CopyButton } from './copy-button';
import { Countdown } from './countdown';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Box>
  );
}

/**
 * How to pay a transaction: the exact amount with its unique last three digits, the accounts to
 * transfer to, each with a copy button, and the time left; then the way to the confirmation form.
 */
export function TransferInstructions({ transaction }: { transaction: TTransaction }) {
  const { t } = useTranslation('billing');
  const canConfirm = ownerActions(transaction.status).includes('confirm');
  const amount = formatRupiah(transaction.amount);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {transaction.status === 'ditolak' && transaction.rejectionReason && (
        <Alert severity="error">{t('transfer.rejected', { reason: transaction.rejectionReason })}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', borderColor: 'primary.main' }}>
        <Typography color="text.secondary">{t('transfer.amountLabel')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          <Typography
            component="p"
            variant="h4"
            data-testid="transfer-amount"
            sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
          >
            {amount}
          </Typography>
          <CopyButton value={String(transaction.amount)} label={t('copy.amount')} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('transfer.exactAmount', { code: String(transaction.uniqueCode).padStart(3, '0') })}
        </Typography>
        {canConfirm && <Countdown until={transaction.expiresAt} sx={{ mt: 1, fontWeight: 600 }} />}
      </Paper>

      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Row
          label={t('transfer.packagePrice', { name: transaction.package.name })}
          value={formatRupiah(transaction.packagePrice)}
        />
        {transaction.credit > 0 && (
          <Row
            label={t('transfer.credit', {
              name: transaction.previousPackage?.name ?? '',
              days: transaction.creditDays,
            })}
            value={`-${formatRupiah(transaction.credit)}`}
          />
        )}
        <Row label={t('transfer.uniqueCode')} value={formatRupiah(transaction.uniqueCode)} />
        <Divider sx={{ my: 0.5 }} />
        <Row label={t('transfer.total')} value={amount} strong />
      </Box>

      <Box component="section" aria-labelledby={`accounts-${transaction.id}`}>
        <Typography
          id={`accounts-${transaction.id}`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('transfer.accounts')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {transaction.transferAccounts.map((account) => (
            <Paper
              component="li"
              variant="outlined"
              key={`${account.bankName}-${account.accountNumber}`}
              sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <AccountBalanceOutlined color="primary" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{account.bankName}</Typography>
                <Typography sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}>
                  {account.accountNumber}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('transfer.holder', { name: account.accountHolder })}
                </Typography>
              </Box>
              <CopyButton
                value={account.accountNumber.replace(/[\s-]/g, '')}
                label={t('copy.accountNumber', { bank: account.bankName })}
              />
            </Paper>
          ))}
        </Box>
      </Box>

      {canConfirm && (
        <Button
          component={RouterLink}
          to={paths.payments({ transactionId: transaction.id })}
          variant="contained"
          size="large"
        >
          {t('transfer.confirmCta')}
        </Button>
      )}
    </Box>
  );
}
