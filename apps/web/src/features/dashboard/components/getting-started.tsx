import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TGettingStartedStep, TSetupStep } from '@undangin/shared/dashboard/schemas';
import { paths } from '../../../lib/paths';
import { CardGrid } from './card-grid';

type TStep = { key: TGettingStartedStep | TSetupStep; done: boolean };

/**
 * Where each step is done; the guests screen opens its send dialog from `action=send`. Mail and the public
 * address are set where the server is configured, which the hint names; they have no screen.
 */
const STEP_LINKS: Partial<Record<TStep['key'], string>> = {
  invitation: paths.invitations(),
  guests: paths.guests(),
  package: paths.packages(),
  send: paths.guests({ action: 'send' }),
  bankAccount: paths.packages(),
  paidPackage: paths.packages(),
};

/**
 * A checklist with progress: the new couple's four steps (`gettingStarted`: buat undangan → tambah tamu →
 * pilih paket → sebar undangan), or the administrator's setup of a new installation (`setup`).
 */
export function GettingStarted({ kind, steps }: { kind: 'gettingStarted' | 'setup'; steps: TStep[] }) {
  const { t } = useTranslation('dashboard');
  const progressId = useId();
  const done = steps.filter((s) => s.done).length;
  if (steps.length === 0) return null;
  if (done === steps.length) {
    // A plain note rather than MUI's Alert, which the dashboard would otherwise load for this alone.
    return (
      <Box
        role="status"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mb: 3,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.12),
        }}
      >
        <CheckCircle color="success" aria-hidden />
        <Typography variant="body2">{t(`${kind}.allDone`)}</Typography>
      </Box>
    );
  }
  const percent = Math.round((done / steps.length) * 100);
  const next = steps.find((s) => !s.done)?.key;
  return (
    <Card component="section" aria-labelledby={`${progressId}-title`} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${progressId}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`${kind}.subtitle`)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          {/* A plain bar rather than MUI's LinearProgress, with the same progressbar semantics. */}
          <Box
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-labelledby={progressId}
            sx={{
              flex: 1,
              height: 8,
              borderRadius: 4,
              overflow: 'hidden',
              bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.24),
            }}
          >
            <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 4 }} />
          </Box>
          <Typography id={progressId} variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('gettingStarted.progress', { done, total: steps.length })}
          </Typography>
        </Box>
        <CardGrid component="ol" columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}>
          {steps.map((step, index) => {
            const link = STEP_LINKS[step.key];
            return (
              <Box
                component="li"
                key={step.key}
                sx={{
                  // On a phone a finished step is one line, so the next one is on the first screen.
                  p: step.done ? { xs: 0, sm: 2 } : 2,
                  borderRadius: 2,
                  border: step.done ? { xs: 0, sm: 1 } : 1,
                  borderColor: step.key === next ? 'primary.main' : 'divider',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {step.done ? (
                    <CheckCircle color="success" aria-hidden />
                  ) : (
                    <RadioButtonUnchecked color="disabled" aria-hidden />
                  )}
                  <Typography variant="subtitle2" component="h3">
                    {index + 1}. {t(`${kind}.steps.${step.key}`)}
                  </Typography>
                  <span className="visually-hidden">
                    ({step.done ? t('gettingStarted.done') : t('gettingStarted.todo')})
                  </span>
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ flex: 1, display: step.done ? { xs: 'none', sm: 'block' } : 'block' }}
                >
                  {t(`${kind}.hints.${step.key}`)}
                </Typography>
                {!step.done && link && (
                  <Button
                    component={RouterLink}
                    to={link}
                    variant={step.key === next ? 'contained' : 'outlined'}
                    size="small"
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('gettingStarted.go')}
                    <span className="visually-hidden">: {t(`${kind}.steps.${step.key}`)}</span>
                  </Button>
                )}
              </Box>
            );
          })}
        </CardGrid>
      </CardContent>
    </Card>
  );
}
