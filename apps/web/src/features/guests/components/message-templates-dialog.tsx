import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_INVITATION_MESSAGE,
  DEFAULT_REMINDER_MESSAGE,
  MESSAGE_PLACEHOLDERS,
} from '@undangin/shared/guests/messages';
import { GUEST_LIMITS, type TGuest, type TMessageSettings } from '@undangin/shared/guests/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { useSaveMessageSettings } from '../api/save-message-settings';
import { fillMessage, messageValues } from '../lib/message';
import type { TSendKind } from '../lib/send';

/** The invitation and reminder messages with their placeholders, and a preview for a chosen guest. */
export function MessageTemplatesDialog({
  invitationId,
  settings,
  guests,
  onClose,
}: {
  invitationId: string;
  settings: TMessageSettings;
  guests: TGuest[];
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const save = useSaveMessageSettings(invitationId);
  const [kind, setKind] = useState<TSendKind>('invitation');
  const [texts, setTexts] = useState({ invitation: settings.invitation, reminder: settings.reminder });
  const [guestId, setGuestId] = useState(guests[0]?.id ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const text = texts[kind];
  const setText = (value: string) => setTexts((current) => ({ ...current, [kind]: value }));

  /** Puts the placeholder where the cursor is, as typing it would. */
  const insert = (placeholder: string) => {
    const element = field.current;
    const token = `{${placeholder}}`;
    if (!element) return setText(`${text}${token}`);
    const start = element.selectionStart ?? text.length;
    const end = element.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${token}${text.slice(end)}`);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const sample = guests.find((guest) => guest.id === guestId);
  const preview = sample ? fillMessage(text, messageValues(sample, settings.context)) : '';

  const submit = async () => {
    await save.mutateAsync(texts);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>{t('messages.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {save.isError && <Alert severity="error">{toApiProblem(save.error).message}</Alert>}
        <Tabs
          value={kind}
          onChange={(_e, value: TSendKind) => setKind(value)}
          aria-label={t('messages.kind')}
        >
          <Tab value="invitation" label={t('messages.invitation')} />
          <Tab value="reminder" label={t('messages.reminder')} />
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('messages.insert')}
          </Typography>
          {MESSAGE_PLACEHOLDERS.map((placeholder) => (
            <Chip
              key={placeholder}
              label={`{${placeholder}}`}
              onClick={() => insert(placeholder)}
              title={t(`messages.placeholders.${placeholder}`)}
              variant="outlined"
              size="small"
            />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            inputRef={field}
            multiline
            minRows={12}
            label={kind === 'invitation' ? t('messages.invitation') : t('messages.reminder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text.trim() === ''}
            helperText={
              text.trim() === ''
                ? t('messages.required')
                : t('messages.length', { count: text.length, max: GUEST_LIMITS.message })
            }
            slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.message } }}
          />
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <TextField
              select
              size="small"
              label={t('messages.previewFor')}
              value={guestId}
              onChange={(e) => setGuestId(e.target.value)}
              disabled={!guests.length}
            >
              {guests.map((guest) => (
                <MenuItem key={guest.id} value={guest.id}>
                  {guest.name}
                </MenuItem>
              ))}
            </TextField>
            <Paper
              variant="outlined"
              sx={{ p: 2, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', minHeight: 200 }}
              aria-live="polite"
              aria-label={t('messages.preview')}
            >
              {preview || t('messages.noGuest')}
            </Paper>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            setText(kind === 'invitation' ? DEFAULT_INVITATION_MESSAGE : DEFAULT_REMINDER_MESSAGE)
          }
          sx={{ marginInlineEnd: 'auto' }}
        >
          {t('messages.useDefault')}
        </Button>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit().catch(() => undefined)}
          disabled={save.isPending || !texts.invitation.trim() || !texts.reminder.trim()}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
