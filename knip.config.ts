import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `npm run lint`. Entry points are what runs the code:
 * each package's main entry (knip reads package.json), the tests, the scripts people run by hand, and
 * the configs of the tools (knip's vite, vitest, playwright, drizzle and eslint plugins read those).
 */
const config: KnipConfig = {
  // One endpoint, one file (conventions.md): the file exports its request function, query options and
  // hook together, and the hook uses the other two. An export used in its own file is not dead code;
  // one used nowhere still fails.
  ignoreExportsUsedInFile: true,
  // Knip reads no CSS: this hands it the stylesheets' @import lines (the web app's fonts) as imports.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
  workspaces: {
    '.': {
      // The mutation run's Vitest config is named by stryker.config.mjs, which knip does not follow.
      entry: ['scripts/**/*.mjs', 'vitest.mutation.config.ts'],
      project: ['scripts/**/*.mjs', '*.{ts,js}'],
      // smtp-server is a root tool the API tests and the e2e setup import; knip credits the package
      // to those workspaces and so misses that its types, listed beside it here, are read too.
      ignoreDependencies: ['@types/smtp-server'],
    },
    'apps/api': {
      entry: ['test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'apps/web': {
      entry: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'build/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'build/**/*.ts'],
    },
    'packages/shared': {
      project: ['src/**/*.ts'],
    },
    'packages/templates': {
      entry: ['scripts/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'scripts/*.ts'],
      // The API serves each face's woff2 file straight from node_modules/@fontsource/<family>/files
      // (src/fonts.ts builds those paths as strings), so no import names these packages.
      ignoreDependencies: ['@fontsource/.+'],
    },
  },
};

export default config;
