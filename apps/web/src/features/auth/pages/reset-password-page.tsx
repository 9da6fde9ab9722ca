import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AlertLink } from '../../../components/alert-link';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { placeFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { translateMessage } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthForm, BackToLogin } from '../components/auth-form';
import { newPasswordResolver, PASSWORD_MISMATCH, type TNewPasswordForm } from '../components/resolvers';

/** Opened from the reset mail (?token=): chooses a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<TNewPasswordForm>({
    resolver: newPasswordResolver,
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setGeneral(null);
    try {
      await reset.mutateAsync({ token: token ?? '', password });
    } catch (e) {
      setGeneral(placeFormProblem(form.setError, e, ['password']));
    }
  });

  if (!token) {
    return (
      <AuthCard heading={t('reset.heading')}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('reset.missingToken')}
        </Alert>
        <Button component={RouterLink} to={paths.forgetPassword()} variant="outlined" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <BackToLogin />
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard heading={t('reset.heading')}>
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          {t('reset.success')}
        </Alert>
        <Button component={RouterLink} to={paths.login()} variant="contained" size="large" fullWidth>
          {t('login.submit')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('reset.heading')} subtitle={t('reset.subtitle')}>
      {general && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          role="alert"
          action={<AlertLink to={paths.forgetPassword()}>{t('reset.requestNew')}</AlertLink>}
        >
          {general}
        </Alert>
      )}
      <AuthForm
        onSubmit={onSubmit}
        onInput={newPasswordResolver.preload}
        submitLabel={t('reset.submit')}
        busy={reset.isPending}
      >
        <PasswordField
          {...form.register('password')}
          label={t('reset.password')}
          purpose="new"
          autoFocus
          {...fieldError(errors.password?.message)}
          fullWidth
        />
        <PasswordField
          {...form.register('confirm')}
          label={t('reset.confirm')}
          purpose="confirm"
          error={!!errors.confirm}
          helperText={
            errors.confirm?.message &&
            (errors.confirm.message === PASSWORD_MISMATCH
              ? t('reset.mismatch')
              : translateMessage(errors.confirm.message))
          }
          fullWidth
        />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}
