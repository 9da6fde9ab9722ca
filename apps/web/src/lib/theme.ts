import { arSD, enUS, idID, type Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { BRAND_COLORS, type TLocale } from '@undangin/shared/constants';
import { accessibleTone, inkOn, mix } from './contrast';
import type { TSkin } from './settings';

export type TColorMode = 'light' | 'dark';

export const SURFACES = {
  light: { default: '#F4F5FA', paper: '#FFFFFF' },
  dark: { default: '#14161B', paper: '#1E2129' },
} as const;

export const PRIMARY_CHOICES = [
  BRAND_COLORS.primary,
  BRAND_COLORS.secondary,
  '#9C8CF2',
  '#F2B84B',
  '#4B9BF2',
];

/** A selected and hovered control's background: its colour at 8 % plus 4 % (MUI's opacities) over a surface. */
export const SELECTED_TINT = 0.12;

/**
 * A tone of the colour that reads as text on the surfaces and on its own selected tint over them
 * (a selected toggle's label sits on that tint). A darker tone darkens its tint a little, so the
 * tone is refined until it reads on the tint it makes.
 */
function textTone(color: string, surfaces: readonly string[]): string {
  let tone = accessibleTone(color, [...surfaces]);
  for (let round = 0; round < 5; round += 1) {
    const next = accessibleTone(color, [...surfaces, ...surfaces.map((bg) => mix(bg, tone, SELECTED_TINT))]);
    if (next === tone) break;
    tone = next;
  }
  return tone;
}

/**
 * MUI's status colours for each mode. As MUI ships them, orange and blue fail AA both as text on the
 * page (an outlined warning button) and under white text (a filled chip), so each takes a tone that
 * reads on the surfaces, with the ink that reads on it.
 */
const STATUS_COLORS = {
  light: { error: '#D32F2F', warning: '#ED6C02', info: '#0288D1', success: '#2E7D32' },
  dark: { error: '#F44336', warning: '#FFA726', info: '#29B6F6', success: '#66BB6A' },
} as const;

/**
 * The brand colours stay on surfaces and accents (contained buttons, the loading bar, badges), with
 * dark ink on them; every text and link in a brand colour uses a tone that passes WCAG AA on the
 * page's backgrounds, in light and dark (the brand teal and coral with white text do not).
 */
export function paletteFor(mode: TColorMode, brand: string) {
  const surfaces = SURFACES[mode];
  const main = textTone(brand, [surfaces.default, surfaces.paper]);
  const secondary = textTone(BRAND_COLORS.secondary, [surfaces.default, surfaces.paper]);
  const status = (color: string) => {
    const tone = textTone(color, [surfaces.default, surfaces.paper]);
    return { main: tone, contrastText: inkOn(tone) };
  };
  const base = STATUS_COLORS[mode];
  return {
    brand,
    onBrand: inkOn(brand),
    primary: { main, contrastText: inkOn(main) },
    secondary: { main: secondary, contrastText: inkOn(secondary) },
    error: status(base.error),
    warning: status(base.warning),
    info: status(base.info),
    success: status(base.success),
    surfaces,
  };
}

/** MUI's own translations, by the interface's language; the app's labels below go over them. */
const MUI_LOCALES: Record<TLocale, Localization> = { id: idID, en: enUS, ar: arSD };

/**
 * The words MUI's own components speak (a closing button, paging, a combo box's buttons), in the
 * interface's language: MUI's Indonesian locale leaves paging's labels in English and names an
 * alert's and a combo box's buttons "Tutup" and "Hapus" like the app's own, so the app supplies them.
 */
export type TComponentLabels = {
  /** An alert's own closing button, named apart from a dialog's "Tutup" beside it ("Sembunyikan pesan"). */
  close: string;
  rowsPerPage: string;
  displayedRows: (rows: { from: number; to: number; count: number }) => string;
  page: Record<'first' | 'last' | 'next' | 'previous', string>;
  /** A combo box's clear and open/close buttons and its empty and loading lists. */
  autocomplete: Record<'clear' | 'open' | 'close' | 'loading' | 'noOptions', string>;
};

export type TThemeOptions = {
  mode: TColorMode;
  brand?: string | null;
  skin: TSkin;
  direction: 'ltr' | 'rtl';
  labels?: TComponentLabels;
  /** The interface's language, for MUI's own words the labels do not cover. */
  locale?: TLocale;
};

export function createAppTheme({
  mode,
  brand,
  skin,
  direction,
  labels,
  locale = 'id',
}: TThemeOptions): Theme {
  const colors = paletteFor(mode, brand ?? BRAND_COLORS.primary);
  const bordered = skin === 'bordered';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: colors.primary,
      secondary: colors.secondary,
      error: colors.error,
      warning: colors.warning,
      info: colors.info,
      success: colors.success,
      background: colors.surfaces,
      ...(mode === 'light'
        ? { text: { primary: 'rgba(24, 28, 38, 0.92)', secondary: 'rgba(24, 28, 38, 0.7)' } }
        : { text: { primary: 'rgba(236, 240, 246, 0.94)', secondary: 'rgba(236, 240, 246, 0.74)' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter Variable", "Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // The locale goes first, so the app's own words below win where both name one.
      ...MUI_LOCALES[locale].components,
      MuiCssBaseline: {
        styleOverrides: {
          ':root': {
            '--undangin-brand': colors.brand,
            '--undangin-on-brand': colors.onBrand,
            colorScheme: mode,
          },
          '.visually-hidden': {
            position: 'absolute',
            width: 1,
            height: 1,
            padding: 0,
            margin: -1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          },
        },
      },
      MuiButton: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: colors.brand,
              color: colors.onBrand,
              '&:hover': {
                backgroundColor: mix(colors.brand, mode === 'light' ? '#000000' : '#FFFFFF', 0.12),
              },
            },
          },
        ],
      },
      // An unselected toggle's label in MUI's grey (action.active) misses AA on the page's background.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
      },
      MuiLinearProgress: {
        styleOverrides: {
          bar: ({ ownerState }) => (ownerState.color === 'primary' ? { backgroundColor: colors.brand } : {}),
        },
      },
      MuiBadge: {
        styleOverrides: { colorPrimary: { backgroundColor: colors.brand, color: colors.onBrand } },
      },
      MuiCard: {
        defaultProps: { elevation: bordered ? 0 : 1 },
        styleOverrides: {
          root: ({ theme }) =>
            bordered ? { border: `1px solid ${theme.palette.divider}`, boxShadow: 'none' } : {},
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      ...(labels && {
        MuiAlert: { defaultProps: { closeText: labels.close } },
        MuiTablePagination: {
          defaultProps: {
            labelRowsPerPage: labels.rowsPerPage,
            labelDisplayedRows: labels.displayedRows,
            getItemAriaLabel: (type: keyof TComponentLabels['page']) => labels.page[type],
          },
        },
        MuiAutocomplete: {
          defaultProps: {
            clearText: labels.autocomplete.clear,
            openText: labels.autocomplete.open,
            closeText: labels.autocomplete.close,
            loadingText: labels.autocomplete.loading,
            noOptionsText: labels.autocomplete.noOptions,
          },
        },
      }),
    },
  });
}
