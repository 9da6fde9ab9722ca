import type { Plugin } from 'vite';

/** The CSS-variables halves of MUI's createTheme and ThemeProvider, by the module that imports each. */
const SWAPPED: Record<string, { importer: RegExp; stub: string }> = {
  './createThemeWithVars.mjs': {
    importer: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    stub: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  },
  './ThemeProviderWithVars.mjs': {
    importer: /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    stub: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
  },
};

const PREFIX = '\0mui-no-css-variables:';
const MESSAGE =
  'This build leaves out MUI\'s CSS-variables theme (apps/web/build/mui-no-css-variables.ts): remove that plugin to use "cssVariables" or "colorSchemes".';

/**
 * The app's theme is a plain one (lib/theme.ts: no `cssVariables`, no `colorSchemes`), yet MUI's
 * createTheme and ThemeProvider import their CSS-variables versions for the case where it is not,
 * about 5 KB gzipped on every first load. In the build those two imports get a stub that says so
 * if it is ever reached.
 */
export function muiNoCssVariables(): Plugin {
  return {
    name: 'undangin:mui-no-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const swap = SWAPPED[source];
      return swap && importer && swap.importer.test(importer) ? PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const swap = SWAPPED[id.slice(PREFIX.length)];
      return swap ? `const MESSAGE = ${JSON.stringify(MESSAGE)};\n${swap.stub}\n` : null;
    },
  };
}
