import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INVITATION_SETTINGS as D, INVITATION_LIMITS as L, PAGE_LANGUAGES } from '@undangin/shared/invitations/content';
import type { TEditorValues } from '../../../lib/editor-form';
import { useEditorContext } from '../editor-context';
import { EditorSection } from '../editor-section';
import { NumberInput, SelectInput, SwitchInput, TextInput, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.settings', 'pageLanguage'];

export function SettingsSection() {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const rsvpEnabled = useWatch<TEditorValues, 'content.settings.rsvpEnabled'>({ name: 'content.settings.rsvpEnabled' }) ?? D.rsvpEnabled;
  const wishesEnabled =
    useWatch<TEditorValues, 'content.settings.wishesEnabled'>({ name: 'content.settings.wishesEnabled' }) ?? D.wishesEnabled;
  const moderationAllowed = invitation.allowance.wishesModeration;
  const languages = PAGE_LANGUAGES.map((value) => ({ value, label: t(`settings.languages.${value}`) }));
  return (
    <EditorSection title={t('sections.settings.title')} description={t('sections.settings.description')} paths={PATHS}>
      <SwitchInput name="content.settings.rsvpEnabled" label={t('settings.rsvpEnabled')} fallback={D.rsvpEnabled} />
      {rsvpEnabled && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextInput
            name="content.settings.rsvpDeadline"
            label={t('settings.rsvpDeadline')}
            type="date"
            helperText={t('settings.rsvpDeadlineHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <NumberInput
            name="content.settings.defaultPax"
            label={t('settings.defaultPax')}
            helperText={t('settings.defaultPaxHint', { fallback: D.defaultPax })}
            slotProps={{ htmlInput: { min: L.paxMin, max: L.paxMax, step: 1 } }}
          />
        </Box>
      )}
      <SwitchInput name="content.settings.wishesEnabled" label={t('settings.wishesEnabled')} fallback={D.wishesEnabled} />
      {wishesEnabled && (
        <SwitchInput
          name="content.settings.wishesModeration"
          label={t('settings.wishesModeration')}
          fallback={D.wishesModeration}
          disabled={!moderationAllowed}
          helperText={moderationAllowed ? t('settings.wishesModerationHint') : t('settings.wishesModerationPaid')}
        />
      )}
      <SelectInput name="pageLanguage" label={t('settings.pageLanguage')} options={languages} helperText={t('settings.pageLanguageHint')} />
    </EditorSection>
  );
}
