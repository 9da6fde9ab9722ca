import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiProblem } from '../../../../lib/api-error';

type TConflictDialogProps = {
  open: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
};

/**
 * A stale save: another tab or phone saved this invitation first. Nothing is overwritten silently;
 * the user either takes that version or knowingly replaces it with theirs. The dialog cannot be
 * dismissed without a choice, because saving stays stopped until then.
 */
export function ConflictDialog({ open, onReload, onOverwrite }: TConflictDialogProps) {
  const { t } = useTranslation('invitations');
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (which: 'reload' | 'overwrite') => {
    setBusy(which);
    setError(null);
    try {
      await (which === 'reload' ? onReload() : onOverwrite());
    } catch (e) {
      setError(toApiProblem(e).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} aria-labelledby="conflict-title" aria-describedby="conflict-text" maxWidth="sm" fullWidth>
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="conflict-text">{t('conflict.message')}</DialogContentText>
        <DialogContentText>{t('conflict.choices')}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void run('overwrite')} color="error" loading={busy === 'overwrite'} disabled={busy !== null}>
          {t('conflict.overwrite')}
        </Button>
        <Button variant="contained" onClick={() => void run('reload')} loading={busy === 'reload'} disabled={busy !== null} autoFocus>
          {t('conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
