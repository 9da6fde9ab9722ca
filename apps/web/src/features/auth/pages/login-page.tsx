import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { TLoginBody } from '@undangin/shared/auth/schemas';
import { ERROR_CODES } from '@undangin/shared/error-codes';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { toApiProblem, type TApiProblem } from '../../../lib/api-error';
import { applyFieldErrors, safeRedirect } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { ResendEmailForm } from '../components/resend-email-form';
import { loginResolver } from '../components/resolvers';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [problem, setProblem] = useState<TApiProblem | null>(null);
  const [showGeneral, setShowGeneral] = useState(false);
  const form = useForm<TLoginBody>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await login.mutateAsync(values);
      await navigate(safeRedirect(params.get('to')), { replace: true });
    } catch (error) {
      const found = toApiProblem(error);
      setProblem(found);
      setShowGeneral(!applyFieldErrors(form.setError, found, ['email', 'password']));
    }
  });

  const notVerified = problem?.code === ERROR_CODES.emailNotVerified;

  return (
    <AuthCard heading={t('login.heading')} subtitle={t('login.subtitle')}>
      {notVerified && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('login.notVerified')}
          </Typography>
          <ResendEmailForm email={form.getValues('email')} label={t('login.resend')} />
        </Alert>
      )}
      {problem && !notVerified && showGeneral && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={loginResolver.preload}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextInput
          {...form.register('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={!!errors.email}
          helperText={errors.email?.message && translateMessage(errors.email.message)}
          fullWidth
        />
        <PasswordField
          {...form.register('password')}
          label={t('password')}
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message && translateMessage(errors.password.message)}
          fullWidth
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/forget-password">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        {/* Underlined: inside a sentence, colour alone does not set a link apart (WCAG 1.4.1). */}
        <Link component={RouterLink} to="/register" underline="always">
          {t('login.register')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
