import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * An account screen's form and its main button. Typing starts loading the form's rules (`onInput`),
 * so they are there by the time it is sent.
 */
export function AuthForm({
  onSubmit,
  onInput,
  submitLabel,
  busy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput: () => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={onInput} sx={{ display: 'grid', gap: 2 }}>
      {children}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {submitLabel}
      </Button>
    </Box>
  );
}

/** The line under an account screen that leads to another one, after a question when there is one. */
export function AuthFooter({ prompt, to, label }: { prompt?: string; to: string; label: string }) {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      {prompt && `${prompt} `}
      {/* Underlined inside a sentence: colour alone does not set a link apart there (WCAG 1.4.1). */}
      <Link component={RouterLink} to={to} underline={prompt ? 'always' : undefined}>
        {label}
      </Link>
    </Typography>
  );
}

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return <AuthFooter to={paths.login()} label={t('backToLogin')} />;
}
