import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../lib/api-error';

/**
 * A dialog that asks what to download and then downloads it (the guest list, the QR cards): it closes
 * once the file has come, and says why in the dialog when it could not.
 */
export function DownloadDialog({
  title,
  action,
  pending,
  error,
  onDownload,
  onClose,
  children,
}: {
  title: string;
  action: string;
  pending: boolean;
  error: unknown;
  onDownload: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('guests');
  const start = async () => {
    await onDownload();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {children}
        {error ? <Alert severity="error">{toApiProblem(error).message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void start().catch(() => undefined)} disabled={pending}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
