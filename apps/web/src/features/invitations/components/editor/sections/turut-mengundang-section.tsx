import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { translateMessage } from '../../../../../lib/i18n';
import type { TEditorValues } from '../../../lib/editor-form';
import { EditorSection } from '../editor-section';
import { useFieldError, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.turutMengundang'];

function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

/** "Turut mengundang": one name per line, kept as a list. */
export function TurutMengundangSection() {
  const { t } = useTranslation('invitations');
  const { field } = useController<TEditorValues, 'content.turutMengundang'>({ name: 'content.turutMengundang' });
  const names = field.value ?? [];
  // The text keeps what is being typed (a trailing new line); the form keeps the names. When the
  // names change from elsewhere (another tab's version loaded), the text shows them instead.
  const joined = names.join('\n');
  const [typed, setTyped] = useState(joined);
  const text = linesOf(typed).join('\n') === joined ? typed : joined;
  const listError = useFieldError('content.turutMengundang');
  const { errors } = useFormState<TEditorValues>({ name: 'content.turutMengundang' });
  const entryErrors = errors.content?.turutMengundang;
  const entryMessage = Array.isArray(entryErrors)
    ? (entryErrors as ({ message?: string } | undefined)[]).find((entry) => entry?.message)?.message
    : undefined;
  const error = listError ?? (entryMessage ? translateMessage(entryMessage) : undefined);
  return (
    <EditorSection title={t('sections.turut.title')} description={t('sections.turut.description')} paths={PATHS}>
      <TextField
        label={t('turut.names')}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          field.onChange(linesOf(event.target.value));
        }}
        onBlur={field.onBlur}
        multiline
        minRows={4}
        error={Boolean(error)}
        helperText={error ?? t('turut.hint', { max: L.turutMengundang })}
        fullWidth
      />
    </EditorSection>
  );
}
