import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { latestArrival } from '@undangin/shared/guests/arrivals';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';
import { formatTime } from '../../lib/format';
import { FiguresTable } from '../figures-table';
import { LabelledFigure } from '../labelled-figure';

/** Live totals of the door: who arrived, how many people, per group, and the latest arrivals. */
export function ArrivalsSummary({ summary }: { summary: TCheckInSummary }) {
  const { t, i18n } = useTranslation('guests');
  const share = summary.totalGuests ? Math.round((summary.checkedIn / summary.totalGuests) * 100) : 0;
  // With several sessions, each latest arrival names its own ("Resepsi · 18.05 · 2 orang · Andi").
  const sessionNames = new Map(
    summary.sessions.length > 1 ? summary.sessions.map((session) => [session.eventId, session.name]) : [],
  );
  return (
    <Box component="section" aria-label={t('door.totals')} sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
        <LabelledFigure
          label={t('door.arrived')}
          value={t('door.arrivedOf', { count: summary.checkedIn, total: summary.totalGuests })}
          size="h4"
        />
        <LinearProgress variant="determinate" value={share} sx={{ my: 1 }} aria-hidden />
        <Typography variant="body2">
          {t('door.people', { count: summary.checkedInPax, expected: summary.expectedPax })}
        </Typography>
        {summary.walkIns > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('door.walkIns', { count: summary.walkIns })}
          </Typography>
        )}
        {summary.souvenirs > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('door.souvenirs', { count: summary.souvenirs })}
          </Typography>
        )}
      </Paper>
      {summary.sessions.length > 0 && (
        <Box
          component="ul"
          aria-label={t('door.perSession')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {summary.sessions.map((session) => (
            <Box component="li" key={session.eventId} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2">
                {t('door.sessionArrivals', {
                  name: session.name,
                  count: session.arrivedPax,
                  expected: session.expectedPax,
                })}
              </Typography>
              {/* The caterer cooks for the expected heads: more arrivals than that is news for them. */}
              {session.arrivedPax > session.expectedPax && (
                <Alert severity="warning">
                  {t('door.overExpected', { count: session.arrivedPax, expected: session.expectedPax })}
                </Alert>
              )}
            </Box>
          ))}
        </Box>
      )}
      {summary.groups.length > 1 && (
        <FiguresTable
          label={t('door.perGroup')}
          nameHeader={t('columns.group')}
          rows={summary.groups.map((row) => ({
            key: row.group ?? '',
            name: row.group ?? t('groups.none'),
            arrived: `${row.checkedIn}/${row.total}`,
            pax: row.pax,
          }))}
          figures={{ arrived: 'door.arrived', pax: 'door.peopleShort' }}
        />
      )}
      {summary.recent.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('door.recent')}
          </Typography>
          <List dense>
            {summary.recent.map((guest) => {
              // Each guest at their latest arrival, whichever session it was at.
              const arrival = latestArrival(guest);
              return (
                <ListItem key={guest.id} disableGutters>
                  <ListItemText
                    primary={guest.name}
                    secondary={
                      arrival &&
                      [
                        arrival.eventId && sessionNames.get(arrival.eventId),
                        t('door.recentLine', {
                          time: formatTime(arrival.at, i18n.language),
                          count: arrival.pax,
                          by: arrival.byName ?? '',
                        }),
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        </Box>
      )}
    </Box>
  );
}
