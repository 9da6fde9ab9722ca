import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@undangin/shared/constants';
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
  const { t, i18n } = useTranslation('common');
  const locale = LOCALES.find((l) => l === i18n.language) ?? DEFAULT_LOCALE;
  const labels = useMemo(
    () => ({
      close: t('components.close'),
      rowsPerPage: t('components.rowsPerPage'),
      displayedRows: (rows: { from: number; to: number; count: number }) =>
        t('components.displayedRows', rows),
      page: {
        first: t('components.firstPage'),
        last: t('components.lastPage'),
        next: t('components.nextPage'),
        previous: t('components.previousPage'),
      },
      autocomplete: {
        clear: t('components.clear'),
        open: t('components.showOptions'),
        close: t('components.hideOptions'),
        loading: t('components.loading'),
        noOptions: t('components.noOptions'),
      },
    }),
    // `t` is bound to the language, so a new language makes new labels.
    [t],
  );
  const theme = useMemo(
    () => createAppTheme({ mode, brand, skin: settings.skin, direction, labels, locale }),
    [mode, brand, settings.skin, direction, labels, locale],
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
