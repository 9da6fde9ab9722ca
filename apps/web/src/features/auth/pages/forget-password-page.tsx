import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { TextInput } from '../../../components/text-input';
import { toApiProblem } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { emailResolver } from '../components/resolvers';

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
      const problem = toApiProblem(e);
      if (!applyFieldErrors(form.setError, problem, ['email'])) setGeneral(problem.message);
    }
  });

  return (
    <AuthCard heading={t('forgot.heading')} subtitle={t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          onInput={emailResolver.preload}
          sx={{ display: 'grid', gap: 2 }}
        >
          {general && (
            <Alert severity="error" role="alert">
              {general}
            </Alert>
          )}
          <TextInput
            {...form.register('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={!!error}
            helperText={error && translateMessage(error)}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {t('backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
