import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { toApiProblem } from '../../../lib/api-error';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/auth-form';
import { ResendEmailForm } from '../components/resend-email-form';

/** Opened from the confirmation mail: confirms the token and says what happened. */
export default function MailConfirmedPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  let content;
  if (!token) {
    content = (
      <>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('mailConfirmed.missingToken')}
        </Alert>
        <ResendEmailForm label={t('mailConfirmed.requestNew')} />
      </>
    );
  } else if (verify.isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('mailConfirmed.verifying')}</Typography>
      </Box>
    );
  } else if (verify.isSuccess) {
    content = (
      <>
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle>{t('mailConfirmed.success')}</AlertTitle>
          {t('mailConfirmed.successBody')}
        </Alert>
        <Button component={RouterLink} to={paths.login()} variant="contained" size="large" fullWidth>
          {t('login.submit')}
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          <AlertTitle>{t('mailConfirmed.failed')}</AlertTitle>
          {toApiProblem(verify.error).message}
        </Alert>
        <Typography sx={{ mb: 2 }}>{t('mailConfirmed.requestNew')}</Typography>
        <ResendEmailForm />
      </>
    );
  }

  return (
    <AuthCard heading={t('mailConfirmed.title')}>
      {content}
      {!verify.isSuccess && <BackToLogin />}
    </AuthCard>
  );
}
