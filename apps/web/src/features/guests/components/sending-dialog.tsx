import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
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
import { followUpFor, SEGMENT_SOURCES, type TFollowUpChoice } from '../lib/follow-up';
import { openWhatsApp, type TSendKind } from '../lib/send';
import { waMeUrl } from '../lib/whatsapp';
import { audienceFilters, FollowUpPicker, type TAudience } from './follow-up-picker';

const INVITATION_QUEUE: TGuestFilters = { sent: 'no' };
const INVITATION_CHOICE: TFollowUpChoice = { source: 'invitation', edited: null };
const FIRST_AUDIENCE: TAudience = { segment: 'opened_no_answer', group: '', eventId: '' };

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
 * a time (open WhatsApp, send, come back, next). The reminder mode ("Kirim pengingat") first picks a
 * segment (with its group and session) and the message, then walks that segment; each message marked
 * sent is kept on the guest as a follow-up.
 */
export function SendingDialog({
  invitationId,
  kind,
  settings,
  groups,
  onClose,
}: {
  invitationId: string;
  kind: TSendKind;
  settings: TMessageSettings;
  groups: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const markSent = useMarkGuestSent(invitationId);
  const [audience, setAudience] = useState<TAudience>(FIRST_AUDIENCE);
  const [choice, setChoice] = useState<TFollowUpChoice>(
    kind === 'invitation'
      ? INVITATION_CHOICE
      : { source: SEGMENT_SOURCES[FIRST_AUDIENCE.segment], edited: null },
  );
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
      setQueue(
        await loadQueue(invitationId, kind === 'invitation' ? INVITATION_QUEUE : audienceFilters(audience)),
      );
      setIndex(0);
    } catch (e) {
      setError(toApiProblem(e).message);
    } finally {
      setLoading(false);
    }
  };

  const guest = queue?.[index];
  const outgoing = guest ? followUpFor(guest, settings, choice) : null;
  const message = outgoing?.text ?? '';
  const waUrl = guest?.phone ? waMeUrl(guest.phone, message) : null;

  const mark = async (current: TGuest) => {
    const sent = followUpFor(current, settings, choice);
    try {
      await markSent.mutateAsync({ guestId: current.id, kind: sent.kind, template: sent.template });
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
              <FollowUpPicker
                invitationId={invitationId}
                settings={settings}
                groups={groups}
                audience={audience}
                onAudience={setAudience}
                choice={choice}
                onChoice={setChoice}
              />
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
