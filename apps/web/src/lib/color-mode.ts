import useMediaQuery from '@mui/material/useMediaQuery';
import { useSettings } from './settings';
import type { TColorMode } from './theme';

/** Resolves light, dark or system (which follows prefers-color-scheme, live) to the mode shown. */
export function useColorMode(): TColorMode {
  const { theme } = useSettings();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
}
