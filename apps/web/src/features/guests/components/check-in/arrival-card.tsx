import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LIMITS, type TCheckInGuest } from '@undangin/shared/guests/schemas';
import { formatTime } from '../../lib/format';

/** The people most likely at the door: those the guest said are coming, else the quota. */
export function expectedPax(guest: TCheckInGuest): number {
  return guest.rsvpPax && guest.rsvpPax > 0 ? guest.rsvpPax : guest.quota;
}

/**
 * The guest the usher is about to let in: who they are, how many may come, and the number arriving.
 * More than the quota is allowed only after the usher confirms it.
 */
export function ArrivalCard({
  guest,
  busy,
  error,
  onCheckIn,
  onCancel,
}: {
  guest: TCheckInGuest;
  busy: boolean;
  error: string | null;
  onCheckIn: (pax: number, confirmOverQuota: boolean) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('guests');
  const [pax, setPax] = useState(() => expectedPax(guest));
  const over = pax > guest.quota;
  const already = guest.checkedInAt !== null;
  return (
    <Card variant="outlined" aria-live="polite" aria-label={t('door.arrival')}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {[guest.salutation, guest.name].filter(Boolean).join(' ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {guest.group && <Chip label={guest.group} size="small" />}
          <Chip label={t('door.quota', { count: guest.quota })} size="small" variant="outlined" />
          {guest.rsvpPax !== null && (
            <Chip
              label={guest.rsvpPax > 0 ? t('door.rsvpPax', { count: guest.rsvpPax }) : t('door.rsvpDeclined')}
              size="small"
              color={guest.rsvpPax > 0 ? 'success' : 'default'}
            />
          )}
        </Box>
        {already ? (
          <Alert severity="warning">
            {t('door.alreadyIn', {
              time: formatTime(guest.checkedInAt, i18n.language),
              by: guest.checkedInByName ?? '',
              count: guest.checkedInPax ?? 0,
            })}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id={`pax-${guest.id}`}>{t('door.paxLabel')}</Typography>
            <IconButton
              aria-label={t('door.fewer')}
              onClick={() => setPax((n) => Math.max(1, n - 1))}
              disabled={pax <= 1}
            >
              <Remove />
            </IconButton>
            <Typography
              variant="h5"
              component="output"
              aria-labelledby={`pax-${guest.id}`}
              sx={{ minWidth: 32, textAlign: 'center' }}
            >
              {pax}
            </Typography>
            <IconButton
              aria-label={t('door.more')}
              onClick={() => setPax((n) => Math.min(GUEST_LIMITS.checkInPaxMax, n + 1))}
              disabled={pax >= GUEST_LIMITS.checkInPaxMax}
            >
              <Add />
            </IconButton>
          </Box>
        )}
        {!already && over && (
          <Alert severity="warning">{t('door.overQuota', { pax, quota: guest.quota })}</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{already ? t('actions.close') : t('actions.cancel')}</Button>
        {!already && (
          <Button
            variant="contained"
            color={over ? 'warning' : 'primary'}
            onClick={() => onCheckIn(pax, over)}
            disabled={busy}
          >
            {over ? t('door.confirmOver') : t('door.checkIn')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
