import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TRegisterBody } from '@undangin/shared/auth/schemas';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { placeFormProblem } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AuthFooter, AuthForm, HomePageLink } from '../components/auth-form';
import { registerResolver } from '../components/resolvers';
import { EmailInput } from '../components/email-input';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<TRegisterBody>({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await register.mutateAsync(values);
      await navigate(paths.registerConfirmed(), { state: { email: values.email } });
    } catch (error) {
      setGeneral(placeFormProblem(form.setError, error, ['name', 'email', 'password']));
    }
  });

  return (
    <AuthCard heading={t('register.heading')} subtitle={t('register.subtitle')}>
      {general && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {general}
        </Alert>
      )}
      <AuthForm
        onSubmit={onSubmit}
        onInput={registerResolver.preload}
        submitLabel={t('register.submit')}
        busy={register.isPending}
      >
        <TextInput
          {...form.register('name')}
          label={t('name')}
          autoComplete="name"
          autoFocus
          {...fieldError(errors.name?.message)}
          fullWidth
        />
        <EmailInput {...form.register('email')} {...fieldError(errors.email?.message)} />
        <PasswordField
          {...form.register('password')}
          label={t('password')}
          purpose="new"
          {...fieldError(errors.password?.message)}
          fullWidth
        />
      </AuthForm>
      <AuthFooter prompt={t('register.haveAccount')} to={paths.login()} label={t('register.login')} />
      <HomePageLink />
    </AuthCard>
  );
}
