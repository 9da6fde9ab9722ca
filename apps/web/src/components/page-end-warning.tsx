import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TPageEndWarning } from '@undangin/shared/billing/plan-ending';
import type { TPageEnd } from '@undangin/shared/invitations/schemas';
import { zonedTimeToUtc } from '@undangin/shared/invitations/time';
import { paths } from '../lib/paths';
import { formatZonedTime } from '../lib/zoned-time';

/** The page stops too early for its last event: said plainly, with the packages screen for this invitation. */
export default function PageEndWarning({
  invitationId,
  warning,
  lastEvent,
  line,
}: {
  invitationId: string;
  warning: TPageEndWarning;
  lastEvent: NonNullable<TPageEnd['lastEvent']>;
  /** Until when the page is up, said first. */
  line: string;
}) {
  const { t, i18n } = useTranslation('page-end');
  const start = zonedTimeToUtc(lastEvent.date, lastEvent.startTime, lastEvent.timeZone);
  return (
    <Alert severity="warning">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {line}
      </Typography>
      {t(`warnings.${warning}`, {
        event: lastEvent.customName ?? t(`events.${lastEvent.kind ?? 'custom'}`),
        date: formatZonedTime(new Date(start).toISOString(), lastEvent.timeZone, i18n.language),
      })}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.packages({ invitationId })}
          // The theme's warning orange under white text is too faint (3.1:1); the primary colour reads.
          variant="contained"
          size="small"
        >
          {t('extend')}
        </Button>
      </Box>
    </Alert>
  );
}
