import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import { newItemId, type TEditorValues } from '../../../lib/editor-form';
import { EditorSection } from '../editor-section';
import { MoveButtons } from '../move-buttons';
import { TextInput, type TEditorPath } from '../fields';
import { ImageField } from '../image-field';

const PATHS: TEditorPath[] = ['content.loveStory'];

export function LoveStorySection() {
  const { t } = useTranslation('invitations');
  const { control } = useFormContext<TEditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'content.loveStory', keyName: 'fieldKey' });
  return (
    <EditorSection title={t('sections.story.title')} description={t('sections.story.description')} paths={PATHS}>
      {fields.map((field, index) => {
        const base = `content.loveStory.${index}` as const;
        return (
          <Paper key={field.fieldKey} variant="outlined" component="section" sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
                {t('story.number', { number: index + 1 })}
              </Typography>
              <MoveButtons index={index} count={fields.length} move={move} strings="story" />
              <IconButton aria-label={t('story.remove')} onClick={() => remove(index)} color="error" size="small">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
              <TextInput name={`${base}.date`} label={t('story.date')} placeholder={t('story.datePlaceholder')} maxLength={L.storyDate} />
              <TextInput name={`${base}.title`} label={t('story.titleLabel')} maxLength={L.storyTitle} />
            </Box>
            <TextInput name={`${base}.text`} label={t('story.text')} multiline minRows={3} maxLength={L.storyText} />
            <ImageField name={`${base}.photo`} label={t('story.photo')} ratio={4 / 3} />
          </Paper>
        );
      })}
      <Button
        startIcon={<Add />}
        variant="outlined"
        onClick={() => append({ id: newItemId() })}
        disabled={fields.length >= L.storyEntries}
        sx={{ justifySelf: 'start' }}
      >
        {t('story.add')}
      </Button>
    </EditorSection>
  );
}
