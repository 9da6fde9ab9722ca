import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MusicNote from '@mui/icons-material/MusicNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import type { TEditorValues } from '../../../lib/editor-form';
import { mediaUrl } from '../../../lib/media';
import { useEditorContext } from '../editor-context';
import { EditorSection } from '../editor-section';
import { TextInput, type TEditorPath } from '../fields';
import { FileInput } from '../../../../../components/file-input';
import { UploadStatus } from '../upload-parts';
import { useMediaUpload } from '../use-media-upload';

const PATHS: TEditorPath[] = ['content.music'];

/** Background music: the couple's own file, played only after the guest opens the page. */
export function MusicSection() {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { field } = useController<TEditorValues, 'content.music'>({ name: 'content.music' });
  const music = field.value;
  const { progress, error, upload, uploading, clearError } = useMediaUpload(invitation.id);
  const input = useRef<HTMLInputElement>(null);
  const allowed = invitation.allowance.musicUpload;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const media = await upload(file);
    if (media?.kind === 'music') field.onChange({ key: media.key, mime: media.mime, title: music?.title });
  };

  return (
    <EditorSection
      title={t('sections.music.title')}
      description={t('sections.music.description')}
      paths={PATHS}
    >
      {!allowed && !music && <Alert severity="info">{t('music.paidOnly')}</Alert>}
      {music?.key && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box
            component="audio"
            controls
            preload="none"
            src={mediaUrl(music.key, invitation.mediaToken)}
            sx={{ inlineSize: '100%' }}
          >
            {t('music.noAudio')}
          </Box>
          <TextInput name="content.music.title" label={t('music.titleLabel')} maxLength={L.storyTitle} />
        </Box>
      )}
      <FileInput
        inputRef={input}
        accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg"
        onFiles={([file]) => void choose(file)}
      />
      <UploadStatus progress={progress} error={error} onClearError={clearError} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<MusicNote />}
          onClick={() => input.current?.click()}
          disabled={!allowed || uploading}
        >
          {music?.key ? t('music.replace') : t('music.upload')}
        </Button>
        {music?.key && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => field.onChange(undefined)}
            disabled={uploading}
          >
            {t('media.remove')}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('music.hint')}
      </Typography>
    </EditorSection>
  );
}
