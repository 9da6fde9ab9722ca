import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planEndsSoon } from '@undangin/shared/billing/plan-ending';
import type { TInvitationPlan } from '@undangin/shared/billing/schemas';
import { formatDateTime } from '../../transactions';

/** The invitation's package now, until when its page stays up, and a purchase still in progress. */
export function CurrentPlan({
  plan,
  onContinue,
}: {
  plan: TInvitationPlan;
  onContinue: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'baseline' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('plan.current')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {plan.package.name}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('plan.daysLeft')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700 }}
            color={planEndsSoon(plan.daysLeft) ? 'warning.main' : undefined}
          >
            {t('plan.days', { count: plan.daysLeft })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('plan.activeUntil')}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {formatDateTime(plan.activeUntil, i18n.language)}
          </Typography>
        </Box>
      </Box>
      {plan.expired && <Alert severity="error">{t('plan.expired')}</Alert>}
      {plan.openTransaction && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onContinue(plan.openTransaction!.id)}>
              {t('plan.continue')}
            </Button>
          }
        >
          {t('plan.open', {
            invoice: plan.openTransaction.invoiceNumber,
            status: t(`status.${plan.openTransaction.status}`),
          })}
        </Alert>
      )}
    </Paper>
  );
}
