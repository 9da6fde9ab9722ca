import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { BackToLogin } from '../components/auth-form';
import { ResendEmailForm } from '../components/resend-email-form';

export default function RegisterConfirmedPage() {
  const { t } = useTranslation('auth');
  const state: unknown = useLocation().state;
  const email =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';
  return (
    <AuthCard heading={t('registerConfirmed.heading')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography>
          {email ? t('registerConfirmed.body', { email }) : t('registerConfirmed.bodyNoEmail')}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('registerConfirmed.notReceived')}
      </Typography>
      <ResendEmailForm email={email} />
      <BackToLogin />
    </AuthCard>
  );
}
