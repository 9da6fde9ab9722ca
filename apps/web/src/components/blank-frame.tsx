import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { paths } from '../lib/paths';
import { Logo } from './logo';
import { LanguageSwitcher } from './language-switcher';

/**
 * The blank layout's frame (auth and error pages): the wordmark, the language control, and the
 * content centred. The error boundary uses it too, outside any layout.
 */
export function BlankFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          py: 2,
        }}
      >
        <Box component="a" href={paths.root()} sx={{ color: 'text.primary', display: 'inline-flex' }}>
          <Logo />
        </Box>
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        id="main-content"
        className={className}
        sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: { xs: 4, sm: 8 } }}
      >
        {children}
      </Box>
    </Box>
  );
}
