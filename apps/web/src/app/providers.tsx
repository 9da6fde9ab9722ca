import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { writeLayoutCookie } from '../lib/cookies';
import { emotionCacheFor } from '../lib/emotion-cache';
import { useSettings } from '../lib/settings';
import { useColorMode } from '../lib/color-mode';
import { createAppTheme, SURFACES } from '../lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const mode = useColorMode();
  const direction = settings.isAppRTL ? 'rtl' : 'ltr';
  const brand = mode === 'light' ? settings.lightThemePrimaryColor : settings.darkThemePrimaryColor;
  const theme = useMemo(
    () => createAppTheme({ mode, brand, skin: settings.skin, direction }),
    [mode, brand, settings.skin, direction],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.dataset.colorScheme = mode;
    root.style.colorScheme = mode;
    root.style.backgroundColor = SURFACES[mode].default;
    writeLayoutCookie('color-scheme', mode);
  }, [direction, mode]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
