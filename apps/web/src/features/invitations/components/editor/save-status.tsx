import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudSync from '@mui/icons-material/CloudSync';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TEditorSaveStatus } from '../../hooks/use-invitation-autosave';

type TSaveStatusProps = { status: TEditorSaveStatus; message?: string; onRetry: () => void };

/** Always in view: whether the draft is on the server, on its way, or stuck (and why). */
export function SaveStatus({ status, message, onRetry }: TSaveStatusProps) {
  const { t } = useTranslation('invitations');
  const view = {
    saved: { icon: <CloudDone fontSize="small" color="success" />, text: t('save.saved'), color: 'text.secondary' },
    pending: { icon: <CloudSync fontSize="small" color="action" />, text: t('save.saving'), color: 'text.secondary' },
    saving: { icon: <CloudSync fontSize="small" color="action" />, text: t('save.saving'), color: 'text.secondary' },
    error: { icon: <CloudOff fontSize="small" color="error" />, text: t('save.failed'), color: 'error.main' },
    invalid: { icon: <ErrorOutlined fontSize="small" color="warning" />, text: t('save.invalid'), color: 'text.primary' },
    conflict: { icon: <ErrorOutlined fontSize="small" color="error" />, text: t('save.conflict'), color: 'error.main' },
  }[status];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {view.icon}
        <Typography variant="body2" sx={{ color: view.color, fontWeight: 500 }}>
          {view.text}
        </Typography>
      </Box>
      {status === 'error' && (
        <>
          {message && (
            <Typography variant="body2" color="error">
              {message}
            </Typography>
          )}
          <Button size="small" onClick={onRetry}>
            {t('save.retry')}
          </Button>
        </>
      )}
    </Box>
  );
}
