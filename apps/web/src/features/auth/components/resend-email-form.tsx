import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZEmailBody } from '@undangin/shared/auth/schemas';
import { toApiProblem } from '../../../lib/api-error';
import { translateMessage } from '../../../lib/i18n';
import { useResendEmail } from '../api/resend-email';

/** Sends the confirmation mail again; the answer is the same whether or not the address exists. */
export function ResendEmailForm({ email = '', label }: { email?: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendEmail();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZEmailBody>, unknown, z.output<typeof ZEmailBody>>({
    resolver: zodResolver(ZEmailBody),
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
  const fieldError = form.formState.errors.email?.message;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {resend.isSuccess && <Alert severity="success">{t('resend.sent')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        {...form.register('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        error={!!fieldError}
        helperText={fieldError ? translateMessage(fieldError) : undefined}
        fullWidth
      />
      <Button type="submit" variant="outlined" loading={resend.isPending} fullWidth>
        {label ?? t('resend.submit')}
      </Button>
    </Box>
  );
}
