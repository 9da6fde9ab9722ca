import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { placeFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { AuthForm, BackToLogin } from '../components/auth-form';
import { emailResolver } from '../components/resolvers';
import { EmailInput } from '../components/email-input';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<TEmailBody>({
    resolver: emailResolver,
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await forgot.mutateAsync(values);
    } catch (e) {
      setGeneral(placeFormProblem(form.setError, e, ['email']));
    }
  });

  return (
    <AuthCard heading={t('forgot.heading')} subtitle={t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          onInput={emailResolver.preload}
          submitLabel={t('forgot.submit')}
          busy={forgot.isPending}
        >
          {general && (
            <Alert severity="error" role="alert">
              {general}
            </Alert>
          )}
          <EmailInput {...form.register('email')} autoFocus {...fieldError(error)} />
        </AuthForm>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
