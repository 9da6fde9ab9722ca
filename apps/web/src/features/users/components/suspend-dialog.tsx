import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZSuspendBody, type TAdminUser, type TSuspendBody } from '@undangin/shared/users/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useSuspendUser } from '../api/suspend-user';

/** Suspending asks for the reason, which the audit log keeps; the user's sessions end at once. */
export function SuspendDialog({
  user,
  onClose,
}: {
  user: TAdminUser | null;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('users');
  const suspend = useSuspendUser();
  const form = useForm<TSuspendBody>({ resolver: zodResolver(ZSuspendBody), defaultValues: { reason: '' } });
  const close = (done: boolean) => {
    form.reset();
    suspend.reset();
    onClose(done);
  };
  const submit = form.handleSubmit(async (body) => {
    if (!user) return;
    try {
      await suspend.mutateAsync({ id: user.id, body });
      close(true);
    } catch (error) {
      const problem = toApiProblem(error);
      if (!applyFieldErrors(form.setError, problem, ['reason']))
        form.setError('root', { message: problem.message });
    }
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog open={user !== null} onClose={() => close(false)} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('suspend.title', { name: user?.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('suspend.text')}</DialogContentText>
          {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
          <TextField
            {...form.register('reason')}
            label={t('suspend.reason')}
            multiline
            minRows={3}
            required
            autoFocus
            error={Boolean(reasonError)}
            helperText={reasonError ? translateMessage(reasonError) : t('suspend.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('actions.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={suspend.isPending}>
            {t('suspend.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
