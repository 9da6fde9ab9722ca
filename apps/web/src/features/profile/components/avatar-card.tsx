import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserData } from '@undangin/shared/auth/schemas';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@undangin/shared/profile/schemas';
import { PictureButtons } from '../../../components/picture-buttons';
import { toApiProblem } from '../../../lib/api-error';
import { useRemoveAvatar } from '../api/remove-avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';

/** The profile photo: choose a file, crop it square, or remove it. */
export function AvatarCard({ user }: { user: TUserData }) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const remove = useRemoveAvatar();

  const choose = (chosen: File) => {
    setNotice(null);
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(chosen.type)) {
      setNotice({ severity: 'error', text: t('avatar.wrongType') });
    } else if (chosen.size > AVATAR_MAX_BYTES) {
      setNotice({ severity: 'error', text: t('avatar.tooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }) });
    } else {
      setFile(chosen);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="avatar-title">
      <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={user.avatarUrl ?? undefined}
          alt={t('avatar.alt', { name: user.name })}
          sx={{ width: 96, height: 96, fontSize: 36 }}
        >
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ display: 'grid', gap: 1, flex: '1 1 240px' }}>
          <Typography id="avatar-title" variant="h6" component="h2">
            {t('avatar.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('avatar.hint', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}
          </Typography>
          <PictureButtons
            chooseLabel={user.avatarUrl ? t('avatar.change') : t('avatar.upload')}
            chooseIcon={<PhotoCamera />}
            chooseVariant="contained"
            inputLabel={t('avatar.upload')}
            accept={AVATAR_MIME_TYPES.join(',')}
            onChoose={choose}
            removeLabel={t('avatar.remove')}
            removing={remove.isPending}
            onRemove={
              user.avatarUrl
                ? () =>
                    remove.mutate(undefined, {
                      onSuccess: () => setNotice({ severity: 'success', text: t('avatar.removed') }),
                      onError: (error) => setNotice({ severity: 'error', text: toApiProblem(error).message }),
                    })
                : undefined
            }
          />
          {notice && (
            <Alert severity={notice.severity} onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
        </Box>
      </CardContent>
      <AvatarCropDialog
        file={file}
        onClose={(saved) => {
          setFile(null);
          if (saved) setNotice({ severity: 'success', text: t('avatar.saved') });
        }}
      />
    </Card>
  );
}
