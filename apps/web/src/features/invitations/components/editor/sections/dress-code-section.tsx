import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import type { TEditorValues } from '../../../lib/editor-form';
import { EditorSection } from '../editor-section';
import { TextInput, useFieldError, type TEditorPath } from '../fields';

const PATHS: TEditorPath[] = ['content.dressCode'];

/** The palette guests are asked to wear, picked with the phone's own colour picker. */
function ColorList() {
  const { t } = useTranslation('invitations');
  const { field } = useController<TEditorValues, 'content.dressCode.colors'>({ name: 'content.dressCode.colors' });
  const colors = field.value ?? [];
  const error = useFieldError('content.dressCode.colors');
  const set = (index: number, color: string) => field.onChange(colors.map((c, i) => (i === index ? color : c)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t('dress.colors')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {colors.map((color, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              component="input"
              type="color"
              value={color}
              aria-label={t('dress.color', { number: index + 1 })}
              onChange={(event) => set(index, (event.target as HTMLInputElement).value)}
              sx={{ inlineSize: 44, blockSize: 44, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
            />
            <IconButton
              size="small"
              aria-label={t('dress.removeColor', { number: index + 1 })}
              onClick={() => field.onChange(colors.filter((_c, i) => i !== index))}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {colors.length < L.dressCodeColors && (
          <Button size="small" startIcon={<Add />} onClick={() => field.onChange([...colors, '#c8a27a'])}>
            {t('dress.addColor')}
          </Button>
        )}
      </Box>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function DressCodeSection() {
  const { t } = useTranslation('invitations');
  return (
    <EditorSection title={t('sections.dress.title')} description={t('sections.dress.description')} paths={PATHS}>
      <TextInput name="content.dressCode.text" label={t('dress.text')} placeholder={t('dress.placeholder')} maxLength={L.dressCode} />
      <ColorList />
    </EditorSection>
  );
}
