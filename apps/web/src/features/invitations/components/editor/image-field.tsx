import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TImageRef } from '@undangin/shared/invitations/content';
import { mediaUrl } from '../../lib/media';
import type { TEditorValues } from '../../lib/editor-form';
import { useEditorContext } from './editor-context';
import { TextInput, type TEditorPath } from './fields';
import { FileInput } from '../../../../components/file-input';
import { UploadStatus, IMAGE_TYPES } from './upload-parts';
import { useMediaUpload } from './use-media-upload';

type TImageFieldProps = {
  name: TEditorPath;
  label: string;
  /** Width over height of the thumbnail frame. */
  ratio?: number;
  withAlt?: boolean;
  /** Called after the image is taken out, for lists that drop the whole entry. */
  onRemove?: () => void;
};

/** A photo of the invitation: upload with progress, a thumbnail, its description for screen readers, remove. */
export function ImageField({ name, label, ratio = 1, withAlt = true, onRemove }: TImageFieldProps) {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { field } = useController<TEditorValues>({ name });
  const image = field.value as TImageRef | undefined;
  const { progress, error, upload, uploading, clearError } = useMediaUpload(invitation.id);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const media = await upload(file);
    if (media?.kind === 'image') field.onChange({ key: media.key, alt: image?.alt });
  };

  const remove = () => {
    clearError();
    if (onRemove) onRemove();
    else field.onChange(undefined);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="label" htmlFor={inputId} variant="subtitle2">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box
          sx={{
            inlineSize: 112,
            aspectRatio: String(ratio),
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {image?.key ? (
            <Box
              component="img"
              src={mediaUrl(image.key, invitation.mediaToken, 480)}
              alt={image.alt ?? ''}
              sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
            />
          ) : (
            <AddPhotoAlternateOutlined color="disabled" aria-hidden />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, flex: '1 1 180px', minInlineSize: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddPhotoAlternateOutlined />}
              onClick={() => input.current?.click()}
              disabled={uploading}
            >
              {image?.key ? t('media.replace') : t('media.upload')}
            </Button>
            {(image?.key || onRemove) && (
              <Button
                color="error"
                size="small"
                startIcon={<DeleteOutlined />}
                onClick={remove}
                disabled={uploading}
              >
                {t('media.remove')}
              </Button>
            )}
          </Box>
          <FileInput
            id={inputId}
            inputRef={input}
            accept={IMAGE_TYPES}
            onFiles={([file]) => void choose(file)}
          />
          <UploadStatus progress={progress} error={error} onClearError={clearError} />
          {progress === null && !error && (
            <Typography variant="caption" color="text.secondary">
              {t('media.imageHint')}
            </Typography>
          )}
        </Box>
      </Box>
      {withAlt && image?.key && (
        <TextInput name={`${name}.alt` as TEditorPath} label={t('media.alt')} size="small" maxLength={200} />
      )}
    </Box>
  );
}
