import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The body of the error pages: the code, what happened, and a way back. */
export function MiscScreen({
  code,
  heading,
  body,
  actions,
}: {
  code: string;
  heading: string;
  body: string;
  actions: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {body}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}
