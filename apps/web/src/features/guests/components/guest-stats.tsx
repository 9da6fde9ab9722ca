import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { TGuestStats } from '@undangin/shared/guests/schemas';
import { FiguresTable } from './figures-table';
import { LabelledFigure } from './labelled-figure';

function Stat({ label, value, hint }: { label: string; value: number | string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <LabelledFigure label={label} value={value} />
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** Totals per status, the package's limit, and the same per group and per session. */
export function GuestStats({ stats }: { stats: TGuestStats }) {
  const { t } = useTranslation('guests');
  const used = stats.limit > 0 ? Math.min(100, Math.round((stats.total / stats.limit) * 100)) : 0;
  const groupName = (group: string | null) => group ?? t('groups.none');
  return (
    <Box component="section" aria-label={t('stats.label')} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          // Two figures a row on a phone, so the list below starts within the first screen or two.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
          },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <LabelledFigure
            label={t('stats.guests')}
            value={t('stats.ofLimit', { total: stats.total, limit: stats.limit })}
          />
          <LinearProgress
            variant="determinate"
            value={used}
            sx={{ mt: 1 }}
            aria-label={t('stats.limitUsed', { percent: used })}
          />
        </Paper>
        <Stat
          label={t('stats.sent')}
          value={stats.sent}
          hint={t('stats.unsent', { count: stats.total - stats.sent })}
        />
        <Stat label={t('stats.opened')} value={stats.opened} />
        <Stat
          label={t('stats.answered')}
          value={stats.answered}
          hint={t('stats.answerBreakdown', {
            attending: stats.attending,
            declined: stats.declined,
            maybe: stats.maybe,
          })}
        />
        <Stat label={t('stats.attendingPax')} value={stats.attendingPax} />
        <Stat
          label={t('stats.checkedIn')}
          value={stats.checkedIn}
          hint={t('stats.checkedInPax', { count: stats.checkedInPax })}
        />
      </Box>
      {(stats.groups.length > 1 || stats.events.length > 1) && (
        <Accordion variant="outlined" disableGutters sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography>{t('stats.details')}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ overflowX: 'auto' }}>
            <FiguresTable
              label={t('stats.perGroup')}
              nameHeader={t('columns.group')}
              rows={stats.groups.map((row) => ({ ...row, key: row.group ?? '', name: groupName(row.group) }))}
              figures={{
                total: 'stats.guests',
                sent: 'stats.sent',
                opened: 'stats.opened',
                answered: 'stats.answered',
                attendingPax: 'stats.attendingPax',
                checkedIn: 'stats.checkedIn',
              }}
            />
            <FiguresTable
              label={t('stats.perSession')}
              nameHeader={t('columns.sessions')}
              rows={stats.events.map((row) => ({ ...row, key: row.eventId, name: row.label }))}
              figures={{
                invited: 'stats.invited',
                hadir: 'rsvp.hadir',
                hadirPax: 'stats.attendingPax',
                tidakHadir: 'rsvp.tidak_hadir',
                ragu: 'rsvp.ragu',
              }}
              sx={{ mt: 2 }}
            />
          </AccordionDetails>
        </Accordion>
      )}
    </Box>
  );
}
