import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { fieldError } from '../../../lib/field-error';
import { useResendEmail } from '../api/resend-email';
import { emailResolver } from './resolvers';
import { EmailInput } from './email-input';
import { ResendOutcome } from './resend-outcome';

/** Sends the confirmation mail again; the answer is the same whether or not the address exists. */
export function ResendEmailForm({ email = '', label }: { email?: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendEmail();
  const form = useForm<TEmailBody>({
    resolver: emailResolver,
    defaultValues: { email },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    // A refusal is kept in `resend.error` and shown above the field.
    await resend.mutateAsync(values).catch(() => undefined);
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
      <ResendOutcome sent={resend.isSuccess} error={resend.error} />
      <EmailInput {...form.register('email')} {...fieldError(emailError)} />
      <Button type="submit" variant="outlined" loading={resend.isPending} fullWidth>
        {label ?? t('resend.submit')}
      </Button>
    </Box>
  );
}
