import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HOME_PAGE_PATH } from '@undangin/shared/constants';
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

/**
 * The way from the sign-in and sign-up forms to the visitors' home page (what Undangin does, its templates
 * and prices), in the language the form is shown in. The server renders that page, so it is a plain link
 * the router does not handle.
 */
export function HomePageLink() {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.resolvedLanguage ?? 'id';
  const href = language === 'id' ? HOME_PAGE_PATH : `${HOME_PAGE_PATH}?lang=${language}`;
  return (
    <Typography sx={{ mt: 1.5, textAlign: 'center' }} color="text.secondary">
      {`${t('homePage.prompt')} `}
      <Link href={href} underline="always">
        {t('homePage.link')}
      </Link>
    </Typography>
  );
}

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return <AuthFooter to={paths.login()} label={t('backToLogin')} />;
}
