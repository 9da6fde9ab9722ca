import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The photo formats the media upload takes. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** An upload's progress, announced politely, and its refusal, which the user can dismiss. */
export function UploadStatus({
  progress,
  text,
  error,
  onClearError,
}: {
  /** Percent done; nothing is shown while no upload runs. */
  progress: number | null;
  /** What the bar says; by default the percent done. */
  text?: string;
  error: string | null;
  onClearError: () => void;
}) {
  const { t } = useTranslation('invitations');
  return (
    <>
      {progress !== null && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label={t('media.uploading')} />
          <Typography variant="caption" color="text.secondary">
            {text ?? t('media.progress', { percent: progress })}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={onClearError}>
          {error}
        </Alert>
      )}
    </>
  );
}
