import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@undangin/shared/guests/phone';
import type { TGuest, TGuestFilters, TMessageSettings } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { getGuests } from '../api/get-guests';
import { useMarkGuestSent } from '../api/mark-guest-sent';
import { copyText } from '../../../lib/clipboard';
import { guestMessage, guestWhatsAppUrl, openWhatsApp, type TSendKind } from '../lib/send';

/** Who the reminder is for: opened but did not answer, or never opened. */
type TReminderTarget = 'unanswered' | 'unopened';

const QUEUE_FILTERS: Record<'invitation' | TReminderTarget, TGuestFilters> = {
  invitation: { sent: 'no' },
  unanswered: { sent: 'yes', opened: 'yes', rsvp: 'none' },
  unopened: { sent: 'yes', opened: 'no' },
};

/** The guests to walk through, read once at the start so marking one sent does not shift the rest. */
async function loadQueue(invitationId: string, filters: TGuestFilters): Promise<TGuest[]> {
  const queue: TGuest[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = await getGuests(invitationId, {
      ...filters,
      page,
      perPage: 100,
      sortBy: 'name',
      orderBy: 'asc',
    });
    queue.push(...answer.data);
    if (queue.length >= answer.total || answer.data.length === 0) break;
  }
  return queue;
}

/**
 * Sending in one sitting: WhatsApp has no free bulk API, so the couple goes through the guests one at
 * a time (open WhatsApp, send, come back, next). The reminder mode walks the guests who opened but did
 * not answer, or never opened, with the reminder message.
 */
export function SendingDialog({
  invitationId,
  kind,
  settings,
  onClose,
}: {
  invitationId: string;
  kind: TSendKind;
  settings: TMessageSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const markSent = useMarkGuestSent(invitationId);
  const [target, setTarget] = useState<TReminderTarget>('unanswered');
  const [queue, setQueue] = useState<TGuest[] | null>(null);
  const [index, setIndex] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentIds, setSentIds] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  const start = async () => {
    setLoading(true);
    setError(null);
    try {
      setQueue(await loadQueue(invitationId, QUEUE_FILTERS[kind === 'invitation' ? 'invitation' : target]));
      setIndex(0);
    } catch (e) {
      setError(toApiProblem(e).message);
    } finally {
      setLoading(false);
    }
  };

  const guest = queue?.[index];
  const message = guest ? guestMessage(guest, settings, kind) : '';
  const waUrl = guest ? guestWhatsAppUrl(guest, settings, kind) : null;

  const mark = async (current: TGuest) => {
    try {
      await markSent.mutateAsync({ guestId: current.id, kind });
      setSentIds((ids) => new Set(ids).add(current.id));
    } catch (e) {
      setError(toApiProblem(e).message);
    }
  };

  const send = () => {
    if (!guest || !waUrl) return;
    openWhatsApp(waUrl);
    void mark(guest);
  };

  const copy = async (value: string, done: string) =>
    setNotice((await copyText(value)) ? done : t('notices.copyFailed'));

  const next = () => {
    setNotice(null);
    setIndex((i) => i + 1);
  };

  const title = kind === 'invitation' ? t('sending.title') : t('sending.reminderTitle');

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {!queue && (
          <>
            <Typography>{kind === 'invitation' ? t('sending.intro') : t('sending.reminderIntro')}</Typography>
            {kind === 'reminder' && (
              <RadioGroup
                value={target}
                onChange={(e) => setTarget(e.target.value as TReminderTarget)}
                aria-label={t('sending.reminderFor')}
              >
                <FormControlLabel value="unanswered" control={<Radio />} label={t('sending.unanswered')} />
                <FormControlLabel value="unopened" control={<Radio />} label={t('sending.unopened')} />
              </RadioGroup>
            )}
          </>
        )}
        {queue && queue.length === 0 && <Alert severity="info">{t('sending.nobody')}</Alert>}
        {queue && queue.length > 0 && !guest && (
          <Alert severity="success">
            {t('sending.finished', { sent: sentIds.size, total: queue.length })}
          </Alert>
        )}
        {queue && guest && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('sending.position', { n: index + 1, total: queue.length })}
              </Typography>
              <LinearProgress variant="determinate" value={(index / queue.length) * 100} aria-hidden />
            </Box>
            <Typography variant="h6" component="p">
              {[guest.salutation, guest.name].filter(Boolean).join(' ')}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
              {guest.phone ? formatPhone(guest.phone) : t('sending.noPhone')}
            </Typography>
            <Paper
              variant="outlined"
              sx={{ p: 2, whiteSpace: 'pre-wrap', maxHeight: 260, overflow: 'auto', bgcolor: 'action.hover' }}
            >
              {message}
            </Paper>
            {sentIds.has(guest.id) && <Alert severity="success">{t('sending.marked')}</Alert>}
            {notice && (
              <Typography variant="body2" role="status">
                {notice}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                color="success"
                startIcon={<WhatsApp />}
                onClick={send}
                disabled={!waUrl}
              >
                {t('actions.sendWhatsApp')}
              </Button>
              <Button onClick={() => void copy(message, t('notices.messageCopied'))}>
                {t('actions.copyMessage')}
              </Button>
              <Button onClick={() => void copy(guest.link, t('notices.linkCopied'))}>
                {t('actions.copyLink')}
              </Button>
              {!waUrl && !sentIds.has(guest.id) && (
                <Button onClick={() => void mark(guest)}>{t('sending.markSent')}</Button>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {!queue && (
          <Button variant="contained" onClick={() => void start()} disabled={loading}>
            {t('sending.start')}
          </Button>
        )}
        {guest && (
          <Button variant="contained" onClick={next}>
            {sentIds.has(guest.id) ? t('sending.next') : t('sending.skip')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
