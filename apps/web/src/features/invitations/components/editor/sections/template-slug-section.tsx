import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SLUG_MAX } from '@undangin/shared/invitations/schemas';
import type { TEditorValues } from '../../../lib/editor-form';
import { suggestSlugForCouple } from '../../../lib/slug';
import { TemplatePicker } from '../../template-picker';
import { useEditorContext } from '../editor-context';
import { EditorSection } from '../editor-section';
import { TextInput, useFieldError, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['templateId', 'slug'];

export function TemplateSlugSection() {
  const { t } = useTranslation('invitations');
  const { invitation, templates } = useEditorContext();
  const { getValues, setValue } = useFormContext<TEditorValues>();
  const { field } = useController<TEditorValues, 'templateId'>({ name: 'templateId' });
  const templateError = useFieldError('templateId');
  const offered = templates.filter((template) => template.active || template.id === field.value);
  const locked = invitation.slugLocked;

  const suggest = () => {
    const slug = suggestSlugForCouple(getValues('content.couple'));
    if (slug) setValue('slug', slug, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <EditorSection title={t('sections.template.title')} description={t('sections.template.description')} paths={PATHS}>
      <Typography component="h3" variant="subtitle2">
        {t('templatePicker.label')}
      </Typography>
      <TemplatePicker
        templates={offered}
        value={field.value}
        onChange={(id) => field.onChange(id)}
        premiumAllowed={invitation.allowance.premiumTemplates}
        label={t('templatePicker.label')}
      />
      {templateError && <Alert severity="error">{templateError}</Alert>}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextInput
          name="slug"
          label={t('slug.label')}
          disabled={locked}
          maxLength={SLUG_MAX}
          normalize={(value) => value.toLowerCase()}
          autoComplete="off"
          helperText={locked ? t('slug.locked') : t('slug.hint')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{`${window.location.host}/u/`}</InputAdornment> },
            htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false },
          }}
        />
        {!locked && (
          <Button size="small" startIcon={<AutoFixHigh />} onClick={suggest} sx={{ justifySelf: 'start' }}>
            {t('slug.suggest')}
          </Button>
        )}
      </Box>
    </EditorSection>
  );
}
