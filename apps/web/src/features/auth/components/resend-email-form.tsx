import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { fieldError } from '../../../lib/field-error';
import { useResendEmail } from '../api/resend-email';
import { emailResolver } from './resolvers';
import { EmailInput } from './email-input';

/** Sends the confirmation mail again; the answer is the same whether or not the address exists. */
export function ResendEmailForm({ email = '', label }: { email?: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendEmail();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TEmailBody>({
    resolver: emailResolver,
    defaultValues: { email },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await resend.mutateAsync(values);
    } catch (e) {
      setError(toApiProblem(e).message);
    }
  });
  const emailError = form.formState.errors.email?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={emailResolver.preload}
      sx={{ display: 'grid', gap: 2 }}
    >
      {resend.isSuccess && <Alert severity="success">{t('resend.sent')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <EmailInput {...form.register('email')} {...fieldError(emailError)} />
      <Button type="submit" variant="outlined" loading={resend.isPending} fullWidth>
        {label ?? t('resend.submit')}
      </Button>
    </Box>
  );
}
