import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChangePasswordBody, type TChangePasswordBody } from '@undangin/shared/profile/schemas';
import { PageHeader } from '../../../components/page-header';
import { PasswordField } from '../../../components/password-field';
import { toApiProblem } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY: TChangePasswordBody = { currentPassword: '', password: '', passwordConfirmation: '' };

/** /profile-password, "Pengaturan - Password": every other session ends; this one carries on. */
export default function ProfilePasswordPage() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => {
    const text = errors[field]?.message;
    return text ? translateMessage(text) : undefined;
  };
  const submit = form.handleSubmit(async (body) => {
    setDone(false);
    try {
      await change.mutateAsync(body);
      form.reset(EMPTY);
      setDone(true);
    } catch (error) {
      const problem = toApiProblem(error);
      if (!applyFieldErrors(form.setError, problem, FIELDS))
        form.setError('root', { message: problem.message });
    }
  });

  return (
    <>
      <PageHeader title={t('password.title')} subtitle={t('password.description')} />
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            {done && (
              <Alert severity="success" onClose={() => setDone(false)}>
                {t('password.done')}
              </Alert>
            )}
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            <PasswordField
              {...form.register('currentPassword')}
              label={t('password.current')}
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(errors.currentPassword)}
              helperText={message('currentPassword')}
            />
            <PasswordField
              {...form.register('password')}
              label={t('password.new')}
              autoComplete="new-password"
              required
              fullWidth
              showRule
              error={Boolean(errors.password)}
              helperText={message('password')}
            />
            <PasswordField
              {...form.register('passwordConfirmation')}
              label={t('password.confirmation')}
              autoComplete="new-password"
              required
              fullWidth
              error={Boolean(errors.passwordConfirmation)}
              helperText={message('passwordConfirmation')}
            />
            <Box>
              <Button type="submit" variant="contained" loading={change.isPending}>
                {t('password.save')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
