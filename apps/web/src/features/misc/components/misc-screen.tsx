import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The body of the error pages: the code, what happened, and a way back. Each page's texts stand in
 * the "misc" strings under its name (`notFound.code`, `.heading`, `.body`); `body` replaces the
 * last where the page words it for who is looking.
 */
export function MiscScreen({
  page,
  body,
  actions,
}: {
  page: 'notFound' | 'notAuthorized' | 'serverError';
  body?: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('misc');
  return (
    <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {t(`${page}.code`)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
        {t(`${page}.heading`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {body ?? t(`${page}.body`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
