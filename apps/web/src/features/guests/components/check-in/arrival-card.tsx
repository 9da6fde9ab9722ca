import Add from '@mui/icons-material/Add';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Remove from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalAt } from '@undangin/shared/guests/arrivals';
import { GUEST_LIMITS, type TCheckInGuest } from '@undangin/shared/guests/schemas';
import { formatTime } from '../../lib/format';

/** The people most likely at the door: those the guest said are coming, else the quota. */
export function expectedPax(guest: TCheckInGuest): number {
  return guest.rsvpPax && guest.rsvpPax > 0 ? guest.rsvpPax : guest.quota;
}

/**
 * The guest the usher is about to let in at the door's session: who they are, how many may come, and
 * the number arriving. Only this session's arrival counts (a guest in at the akad is expected again at
 * the resepsi). More than the quota is allowed only after the usher confirms it.
 */
export function ArrivalCard({
  guest,
  sessionId,
  firstSessionId,
  busy,
  error,
  onCheckIn,
  onSouvenir,
  onCancel,
}: {
  guest: TCheckInGuest;
  /** The session the door lets guests in at; null for an invitation without sessions. */
  sessionId: string | null;
  /** The invitation's first session, where an arrival recorded before sessions counts. */
  firstSessionId: string | null;
  busy: boolean;
  error: string | null;
  /** A household's members the usher ticked as here are sent along; pax counts them and any others. */
  onCheckIn: (pax: number, confirmOverQuota: boolean, memberIds?: string[]) => void;
  /** The souvenir handed to this guest or household (once). */
  onSouvenir: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('guests');
  const arrival = arrivalAt(guest, sessionId, firstSessionId);
  const inside = new Map(arrival?.members.map((record) => [record.id, record]));
  const outside = guest.members.filter((member) => !inside.has(member.id));
  // A household partly in may have the rest let in later; anyone else checked in is told so.
  const partly = arrival !== null && outside.length > 0;
  const already = arrival !== null && !partly;
  const earlier = partly ? arrival.pax : 0;
  const [pax, setPax] = useState(() =>
    partly ? outside.length : Math.max(expectedPax(guest), guest.members.length),
  );
  // Part of a household may come: every member not yet in starts ticked, and unticking one lets one fewer in.
  const [here, setHere] = useState(() => new Set(outside.map((member) => member.id)));
  const toggle = (memberId: string, checked: boolean) => {
    setHere((current) => {
      const next = new Set(current);
      if (checked) next.add(memberId);
      else next.delete(memberId);
      return next;
    });
    setPax((n) => Math.max(1, n + (checked ? 1 : -1)));
  };
  const total = earlier + pax;
  const over = total > guest.quota;
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
              time: formatTime(arrival.at, i18n.language),
              by: arrival.byName ?? '',
              count: arrival.pax,
            })}
          </Alert>
        ) : (
          <>
            {partly && (
              <Alert severity="info">
                {t('door.partlyIn', {
                  time: formatTime(arrival.at, i18n.language),
                  by: arrival.byName ?? '',
                  count: earlier,
                })}
              </Alert>
            )}
            {guest.members.length > 0 && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <FormLabel component="legend">{t('door.membersHere')}</FormLabel>
                <FormGroup>
                  {guest.members.map((member) => {
                    const record = inside.get(member.id);
                    return (
                      <FormControlLabel
                        key={member.id}
                        label={
                          record ? (
                            <>
                              {member.name}
                              <Typography component="span" variant="body2" color="text.secondary">
                                {' · '}
                                {t('door.memberIn', {
                                  time: formatTime(record.at, i18n.language),
                                  by: record.byName,
                                })}
                              </Typography>
                            </>
                          ) : (
                            member.name
                          )
                        }
                        disabled={record !== undefined}
                        control={
                          <Checkbox
                            checked={record !== undefined || here.has(member.id)}
                            onChange={(_event, checked) => toggle(member.id, checked)}
                          />
                        }
                      />
                    );
                  })}
                </FormGroup>
              </Box>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography id={`pax-${guest.id}`}>{t('door.paxLabel')}</Typography>
              <IconButton
                aria-label={t('door.fewer')}
                onClick={() => setPax((n) => Math.max(1, here.size, n - 1))}
                disabled={pax <= Math.max(1, here.size)}
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
          </>
        )}
        {!already && over && (
          <Alert severity="warning">{t('door.overQuota', { pax: total, quota: guest.quota })}</Alert>
        )}
        {guest.souvenirAt ? (
          <Typography variant="body2" color="text.secondary">
            {t('door.souvenirGiven', {
              time: formatTime(guest.souvenirAt, i18n.language),
              by: guest.souvenirByName ?? '',
            })}
          </Typography>
        ) : (
          <Button
            variant="outlined"
            startIcon={<CardGiftcardOutlined />}
            onClick={onSouvenir}
            sx={{ justifySelf: 'start' }}
          >
            {t('door.giveSouvenir')}
          </Button>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{already ? t('actions.close') : t('actions.cancel')}</Button>
        {!already && (
          <Button
            variant="contained"
            color={over ? 'warning' : 'primary'}
            onClick={() => onCheckIn(pax, over, guest.members.length > 0 ? [...here] : undefined)}
            disabled={busy}
          >
            {over ? t('door.confirmOver') : t('door.checkIn')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
