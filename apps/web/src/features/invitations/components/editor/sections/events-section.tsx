import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_KINDS,
  INVITATION_LIMITS as L,
  TIME_ZONES,
  type TEventKind,
} from '@undangin/shared/invitations/content';
import { newItemId, type TEditorValues } from '../../../lib/editor-form';
import { ConfirmDialog } from '../../../../../components/confirm-dialog';
import { useEditorContext } from '../editor-context';
import { EditorSection } from '../editor-section';
import { MoveButtons } from '../move-buttons';
import { NumberInput, SelectInput, TextInput, UrlInput, useFieldError, type TEditorPath } from '../fields';

const SHRINK = { inputLabel: { shrink: true } } as const;

function EventFields({ index }: { index: number }) {
  const { t } = useTranslation('invitations');
  const base = `content.events.${index}` as const;
  const kind = useWatch<TEditorValues, `content.events.${number}.kind`>({ name: `${base}.kind` });
  const kinds = EVENT_KINDS.map((value) => ({ value, label: t(`events.kinds.${value}`) }));
  const zones = TIME_ZONES.map((value) => ({ value, label: t(`events.zones.${value}`) }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <SelectInput name={`${base}.kind`} label={t('events.kind')} options={kinds} required />
      {kind === 'custom' && (
        <TextInput
          name={`${base}.customName`}
          label={t('events.customName')}
          maxLength={L.eventName}
          required
        />
      )}
      <TextInput name={`${base}.date`} label={t('events.date')} type="date" slotProps={SHRINK} required />
      <SelectInput name={`${base}.timeZone`} label={t('events.timeZone')} options={zones} required />
      <TextInput
        name={`${base}.startTime`}
        label={t('events.startTime')}
        type="time"
        slotProps={SHRINK}
        required
      />
      <TextInput
        name={`${base}.endTime`}
        label={t('events.endTime')}
        type="time"
        slotProps={SHRINK}
        helperText={t('events.endTimeHint')}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <TextInput name={`${base}.venue`} label={t('events.venue')} maxLength={L.venue} required />
        <TextInput
          name={`${base}.address`}
          label={t('events.address')}
          maxLength={L.address}
          multiline
          minRows={2}
        />
        <UrlInput
          name={`${base}.mapUrl`}
          label={t('events.mapUrl')}
          placeholder="https://maps.app.goo.gl/…"
          helperText={t('events.mapUrlHint')}
        />
      </Box>
      <NumberInput
        name={`${base}.lat`}
        label={t('events.lat')}
        helperText={t('events.coordinatesHint')}
        slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
      />
      <NumberInput
        name={`${base}.lng`}
        label={t('events.lng')}
        slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
      />
    </Box>
  );
}

function eventTitle(
  t: (key: string) => string,
  kind: TEventKind | undefined,
  customName: string | undefined,
) {
  if (kind === 'custom') return customName?.trim() || t('events.kinds.custom');
  return kind ? t(`events.kinds.${kind}`) : t('events.untitled');
}

const PATHS: TEditorPath[] = ['content.events'];

export function EventsSection() {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { control } = useFormContext<TEditorValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'content.events',
    keyName: 'fieldKey',
  });
  const events = useWatch({ control, name: 'content.events' }) ?? [];
  const listError = useFieldError('content.events');
  const [removing, setRemoving] = useState<number | null>(null);

  const add = () =>
    append({ id: newItemId(), kind: fields.length === 0 ? 'akad' : 'resepsi', timeZone: 'WIB' });

  return (
    <EditorSection
      title={t('sections.events.title')}
      description={t('sections.events.description')}
      paths={PATHS}
    >
      {fields.length === 0 && <Alert severity="info">{t('events.empty')}</Alert>}
      {listError && <Alert severity="error">{listError}</Alert>}
      {fields.map((field, index) => (
        <Paper
          key={field.fieldKey}
          variant="outlined"
          component="section"
          sx={{ p: 2, display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
              {t('events.number', { number: index + 1 })}:{' '}
              {eventTitle(t, events[index]?.kind, events[index]?.customName)}
            </Typography>
            <MoveButtons index={index} count={fields.length} move={move} strings="events" />
            <IconButton
              aria-label={t('events.remove')}
              onClick={() => setRemoving(index)}
              color="error"
              size="small"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
          <EventFields index={index} />
        </Paper>
      ))}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={add}
        disabled={fields.length >= L.events}
        sx={{ justifySelf: 'start' }}
      >
        {t('events.add')}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t('events.removeTitle')}
        message={invitation.status === 'published' ? t('events.removePublished') : t('events.removeMessage')}
        confirmLabel={t('events.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </EditorSection>
  );
}
