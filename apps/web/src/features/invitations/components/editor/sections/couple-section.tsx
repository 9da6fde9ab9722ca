import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import type { TEditorValues } from '../../../lib/editor-form';
import { EditorSection } from '../editor-section';
import { TextInput, type TEditorPath } from '../fields';
import { ImageField } from '../image-field';

function PersonFields({ role }: { role: 'bride' | 'groom' }) {
  const { t } = useTranslation('invitations');
  const base = `content.couple.${role}` as const;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t(`couple.${role}`)}
      </Typography>
      <TextInput name={`${base}.fullName`} label={t('couple.fullName')} required maxLength={L.fullName} autoComplete="off" />
      <TextInput
        name={`${base}.nickname`}
        label={t('couple.nickname')}
        helperText={t('couple.nicknameHint')}
        maxLength={L.nickname}
        autoComplete="off"
      />
      <ImageField name={`${base}.photo`} label={t('couple.photo')} ratio={3 / 4} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput name={`${base}.father`} label={t('couple.father')} maxLength={L.parentName} autoComplete="off" />
        <TextInput name={`${base}.mother`} label={t('couple.mother')} maxLength={L.parentName} autoComplete="off" />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t(`couple.parentsHint.${role}`)}
      </Typography>
      <TextInput
        name={`${base}.instagram`}
        label={t('couple.instagram')}
        maxLength={L.instagram + 1}
        autoComplete="off"
        slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
      />
    </Box>
  );
}

function WhichFirst() {
  const { t } = useTranslation('invitations');
  const { field } = useController<TEditorValues, 'content.couple.whichFirst'>({ name: 'content.couple.whichFirst' });
  return (
    <FormControl>
      <FormLabel id="which-first-label">{t('couple.whichFirst')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="which-first-label"
        value={field.value ?? 'bride'}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel value="bride" control={<Radio />} label={t('couple.brideFirst')} />
        <FormControlLabel value="groom" control={<Radio />} label={t('couple.groomFirst')} />
      </RadioGroup>
    </FormControl>
  );
}

const PATHS: TEditorPath[] = ['content.couple'];

export function CoupleSection() {
  const { t } = useTranslation('invitations');
  return (
    <EditorSection title={t('sections.couple.title')} description={t('sections.couple.description')} paths={PATHS} defaultExpanded>
      <WhichFirst />
      <PersonFields role="bride" />
      <PersonFields role="groom" />
    </EditorSection>
  );
}
