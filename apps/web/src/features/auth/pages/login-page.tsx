import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { TLoginBody } from '@undangin/shared/auth/schemas';
import { ERROR_CODES } from '@undangin/shared/error-codes';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { toApiProblem, type TApiProblem } from '../../../lib/api-error';
import { safeRedirect } from '../../../lib/form-errors';
import { fieldError } from '../../../lib/field-error';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { AuthFooter, AuthForm, HomePageLink } from '../components/auth-form';
import { preloadLoginRule, useLoginForm } from '../components/use-login-form';
import { EmailInput } from '../components/email-input';

// Shown only when something went wrong, so they load then rather than with the page.
const Alert = lazy(() => import('@mui/material/Alert'));
const ResendEmailButton = lazy(() =>
  import('../components/resend-email-button').then((m) => ({ default: m.ResendEmailButton })),
);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [problem, setProblem] = useState<TApiProblem | null>(null);
  // The address the refused attempt was made with: an unconfirmed account's mail goes there.
  const [triedEmail, setTriedEmail] = useState('');
  const [showGeneral, setShowGeneral] = useState(false);
  const form = useLoginForm(async (values: TLoginBody) => {
    setProblem(null);
    try {
      await login.mutateAsync(values);
      await navigate(safeRedirect(params.get('to')), { replace: true });
      return {};
    } catch (error) {
      const found = toApiProblem(error);
      setProblem(found);
      setTriedEmail(values.email);
      // A field message that only repeats the refusal's headline is the sign-in's, not the field's: the
      // API files "Email atau password salah" under email too, and marking that field would say which
      // part was wrong. Such a refusal, like one with no field message, is shown above the form.
      const fieldErrors = Object.fromEntries(
        Object.entries(found.fieldErrors).filter(([, message]) => message !== found.message),
      );
      setShowGeneral(!fieldErrors.email && !fieldErrors.password);
      return fieldErrors;
    }
  });
  const { errors } = form;

  const notVerified = problem?.code === ERROR_CODES.emailNotVerified;

  return (
    <AuthCard heading={t('login.heading')} subtitle={t('login.subtitle')}>
      <Suspense fallback={null}>
        {notVerified && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('login.notVerified')}
            </Typography>
            <ResendEmailButton email={triedEmail} label={t('login.resend')} />
          </Alert>
        )}
        {problem && !notVerified && showGeneral && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {problem.message}
          </Alert>
        )}
      </Suspense>
      <AuthForm
        onSubmit={form.onSubmit}
        onInput={preloadLoginRule}
        submitLabel={t('login.submit')}
        busy={login.isPending}
      >
        <EmailInput {...form.register('email')} autoFocus {...fieldError(errors.email)} />
        <PasswordField
          {...form.register('password')}
          label={t('password')}
          purpose="current"
          {...fieldError(errors.password)}
          fullWidth
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to={paths.forgetPassword()}>
            {t('login.forgot')}
          </Link>
        </Box>
      </AuthForm>
      <AuthFooter prompt={t('login.noAccount')} to={paths.register()} label={t('login.register')} />
      <HomePageLink />
    </AuthCard>
  );
}
