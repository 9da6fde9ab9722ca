import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TRegisterBody } from '@undangin/shared/auth/schemas';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { toApiProblem } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { registerResolver } from '../components/resolvers';

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
      await navigate('/register-confirmed', { state: { email: values.email } });
    } catch (error) {
      const problem = toApiProblem(error);
      if (!applyFieldErrors(form.setError, problem, ['name', 'email', 'password']))
        setGeneral(problem.message);
    }
  });

  return (
    <AuthCard heading={t('register.heading')} subtitle={t('register.subtitle')}>
      {general && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {general}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={registerResolver.preload}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextInput
          {...form.register('name')}
          label={t('name')}
          autoComplete="name"
          autoFocus
          error={!!errors.name}
          helperText={errors.name?.message && translateMessage(errors.name.message)}
          fullWidth
        />
        <TextInput
          {...form.register('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message && translateMessage(errors.email.message)}
          fullWidth
        />
        <PasswordField
          {...form.register('password')}
          label={t('password')}
          autoComplete="new-password"
          showRule
          error={!!errors.password}
          helperText={errors.password?.message && translateMessage(errors.password.message)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        {/* Underlined: inside a sentence, colour alone does not set a link apart (WCAG 1.4.1). */}
        <Link component={RouterLink} to="/login" underline="always">
          {t('register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
