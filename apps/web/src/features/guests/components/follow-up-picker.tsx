import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GUEST_SEGMENTS, READY_MESSAGE_KEYS, type TGuestSegment } from '@undangin/shared/guests/followups';
import { MESSAGE_PLACEHOLDERS } from '@undangin/shared/guests/messages';
import { GUEST_LIMITS, GUEST_NO_GROUP, type TMessageSettings } from '@undangin/shared/guests/schemas';
import { useGuests } from '../api/get-guests';
import { SEGMENT_SOURCES, sourceText, type TFollowUpChoice, type TFollowUpSource } from '../lib/follow-up';

/** Who a follow-up goes to: a segment, narrowed to a group and a session. */
export type TAudience = { segment: TGuestSegment; group: string; eventId: string };

/** "Semua kelompok" shows as the choice, not an empty field under its label. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

const SOURCES: TFollowUpSource[] = [...READY_MESSAGE_KEYS, 'reminder', 'invitation'];

/** The audience's filters as the list takes them: an empty choice filters nothing. */
export function audienceFilters({ segment, group, eventId }: TAudience) {
  return { segment, group: group || undefined, eventId: eventId || undefined };
}

/**
 * The first step of "Kirim pengingat": the segment, its group and session, how many guests that is,
 * and the message, ready-made or the couple's, which they may edit for this round.
 */
export function FollowUpPicker({
  invitationId,
  settings,
  groups,
  audience,
  onAudience,
  choice,
  onChoice,
}: {
  invitationId: string;
  settings: TMessageSettings;
  groups: string[];
  audience: TAudience;
  onAudience: (audience: TAudience) => void;
  choice: TFollowUpChoice;
  onChoice: (choice: TFollowUpChoice) => void;
}) {
  const { t } = useTranslation('guests');
  const count = useGuests(invitationId, { ...audienceFilters(audience), page: 1, perPage: 5 });
  const events = settings.context.events;
  const text = choice.edited ?? sourceText(choice.source, settings, 'id');
  const ready = choice.edited === null && (READY_MESSAGE_KEYS as readonly string[]).includes(choice.source);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('followUps.segment')}
        value={audience.segment}
        onChange={(e) => {
          const segment = e.target.value as TGuestSegment;
          onAudience({ ...audience, segment });
          onChoice({ source: SEGMENT_SOURCES[segment], edited: null });
        }}
      >
        {GUEST_SEGMENTS.map((segment) => (
          <MenuItem key={segment} value={segment}>
            {t(`followUps.segments.${segment}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('followUps.group')}
          value={audience.group}
          onChange={(e) => onAudience({ ...audience, group: e.target.value })}
          slotProps={SHOW_ALL}
        >
          <MenuItem value="">{t('followUps.allGroups')}</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group} value={group}>
              {group}
            </MenuItem>
          ))}
          <MenuItem value={GUEST_NO_GROUP}>{t('groups.none')}</MenuItem>
        </TextField>
        {events.length > 1 && (
          <TextField
            select
            label={t('followUps.session')}
            value={audience.eventId}
            onChange={(e) => onAudience({ ...audience, eventId: e.target.value })}
            slotProps={SHOW_ALL}
          >
            <MenuItem value="">{t('followUps.allSessions')}</MenuItem>
            {events.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {count.data ? t('followUps.count', { count: count.data.total }) : t('followUps.counting')}
      </Typography>
      <TextField
        select
        label={t('followUps.message')}
        value={choice.source}
        onChange={(e) => onChoice({ source: e.target.value as TFollowUpSource, edited: null })}
      >
        {SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {t(`followUps.sources.${source}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('followUps.text')}
        multiline
        minRows={6}
        maxRows={14}
        value={text}
        onChange={(e) => onChoice({ ...choice, edited: e.target.value })}
        slotProps={{ htmlInput: { maxLength: GUEST_LIMITS.message } }}
        helperText={
          ready
            ? t('followUps.languageNote')
            : t('followUps.placeholders', { list: MESSAGE_PLACEHOLDERS.map((key) => `{${key}}`).join(' ') })
        }
      />
      {choice.edited !== null && (
        <Box>
          <Button size="small" onClick={() => onChoice({ ...choice, edited: null })}>
            {t('followUps.undoEdit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
