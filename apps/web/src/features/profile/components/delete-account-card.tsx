import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZDeleteAccountBody, type TDeleteAccountBody } from '@undangin/shared/profile/schemas';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { showFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting the account asks for the password and says plainly what goes and what the books keep. */
export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<TDeleteAccountBody>({
    resolver: zodResolver(ZDeleteAccountBody),
    defaultValues: { password: '' },
  });
  const close = () => {
    setOpen(false);
    form.reset();
    remove.reset();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await remove.mutateAsync(body);
      await navigate(paths.login(), { replace: true });
    } catch (error) {
      showFormProblem(form.setError, error, ['password']);
    }
  });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="delete-title"
      sx={{ borderColor: 'error.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography id="delete-title" variant="h6" component="h2" color="error">
          {t('delete.title')}
        </Typography>
        <Typography color="text.secondary">{t('delete.text')}</Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
      </CardContent>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle>{t('delete.confirmTitle')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('delete.confirmText')}</DialogContentText>
            {form.formState.errors.root && (
              <Alert severity="error">{form.formState.errors.root.message}</Alert>
            )}
            <PasswordField
              {...form.register('password')}
              label={t('delete.password')}
              purpose="current"
              autoFocus
              required
              fullWidth
              {...fieldError(form.formState.errors.password?.message)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('actions.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
