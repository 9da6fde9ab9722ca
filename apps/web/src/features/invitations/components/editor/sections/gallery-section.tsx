import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITATION_LIMITS as L } from '@undangin/shared/invitations/content';
import type { TEditorValues } from '../../../lib/editor-form';
import { mediaUrl } from '../../../lib/media';
import { useEditorContext } from '../editor-context';
import { EditorSection } from '../editor-section';
import { TextInput, useFieldError, type TEditorPath } from '../fields';
import { FileInput } from '../../../../../components/file-input';
import { IMAGE_TYPES, UploadStatus } from '../upload-parts';
import { useMediaUpload } from '../use-media-upload';

const PATHS: TEditorPath[] = ['content.gallery'];

/** The gallery: several photos chosen at once, sent one after another, each with its description. */
export function GallerySection() {
  const { t } = useTranslation('invitations');
  const { invitation } = useEditorContext();
  const { control } = useFormContext<TEditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'content.gallery', keyName: 'fieldKey' });
  const images = useWatch({ control, name: 'content.gallery' }) ?? [];
  const { progress, error, upload, uploading, clearError } = useMediaUpload(invitation.id);
  const [batch, setBatch] = useState<{ index: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listError = useFieldError('content.gallery');
  const max = Math.min(invitation.allowance.galleryMax, L.galleryImages);
  const room = Math.max(0, max - fields.length);

  const uploadAll = async (files: File[]) => {
    const chosen = files.slice(0, room);
    for (const [index, file] of chosen.entries()) {
      setBatch({ index: index + 1, total: chosen.length });
      const media = await upload(file);
      // The first refusal stops the batch so its message stays on screen.
      if (media?.kind !== 'image') break;
      append({ key: media.key });
    }
    setBatch(null);
  };

  return (
    <EditorSection
      title={t('sections.gallery.title')}
      description={t('sections.gallery.description')}
      paths={PATHS}
    >
      <Typography variant="body2" color="text.secondary">
        {t('gallery.count', { n: fields.length, max })}
      </Typography>
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {fields.map((field, index) => {
          const key = images[index]?.key;
          return (
            <Box component="li" key={field.fieldKey} sx={{ display: 'grid', gap: 1 }}>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: '1',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                {key && (
                  <Box
                    component="img"
                    src={mediaUrl(key, invitation.mediaToken, 480)}
                    alt={images[index]?.alt ?? ''}
                    loading="lazy"
                    sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
                  />
                )}
                <IconButton
                  aria-label={t('gallery.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                  size="small"
                  sx={{
                    position: 'absolute',
                    insetBlockStart: 4,
                    insetInlineEnd: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <DeleteOutlined fontSize="small" color="error" />
                </IconButton>
              </Box>
              <TextInput
                name={`content.gallery.${index}.alt`}
                label={t('media.alt')}
                size="small"
                maxLength={L.alt}
              />
            </Box>
          );
        })}
      </Box>
      <FileInput inputRef={input} accept={IMAGE_TYPES} multiple onFiles={(files) => void uploadAll(files)} />
      <UploadStatus
        progress={uploading && batch ? (progress ?? 0) : null}
        text={t('gallery.progress', { index: batch?.index, total: batch?.total, percent: progress ?? 0 })}
        error={error}
        onClearError={clearError}
      />
      {room === 0 ? (
        <Alert severity="info">{t('gallery.full', { max })}</Alert>
      ) : (
        <Button
          startIcon={<AddPhotoAlternateOutlined />}
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={uploading}
          sx={{ justifySelf: 'start' }}
        >
          {t('gallery.add')}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('media.imageHint')}
      </Typography>
    </EditorSection>
  );
}
