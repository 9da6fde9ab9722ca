import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { caslWithoutMongoMatcher } from './build/casl-without-mongo-matcher';
import { compileHints } from './build/compile-hints';
import { firstLoadChunkName, readFirstScreens } from './build/first-load-chunks';
import { firstScreenPreload } from './build/first-screen-preload';
import { minifyPublicScripts } from './build/minify-public-scripts';
import { muiNoCssVariables } from './build/mui-no-css-variables';
import { precompress } from './build/precompress';
import { reactRouterProduction } from './build/react-router-production';

/** The API (and the public invitation pages) run on port 3000 in development; Vite proxies them. */
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };
// "/u/" with its slash, as a pattern: a bare "/u" prefix would also capture the app's /users. The
// visitors' home page (/beranda) is the server's too, not a route of the app.
const proxy = { '/api': api, '^/u/': api, '^/beranda(?:[/?]|$)': api };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    muiNoCssVariables(),
    reactRouterProduction(),
    caslWithoutMongoMatcher(),
    compileHints(),
    firstScreenPreload(),
    minifyPublicScripts(['theme-init.js']),
    precompress(),
  ],
  // Locale files become one JSON.parse each, without a named export per key.
  json: { namedExports: false, stringify: true },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Lists every chunk with its imports, so the bundle budget can be measured per screen.
    manifest: true,
    modulePreload: {
      // Every lazy import carries the list of chunks to fetch alongside it, and first loads carry
      // all those lists. The chunk itself (its import() fetches it) and the start-up chunks (loaded
      // before any screen) need no place there.
      resolveDependencies: (file, deps) =>
        deps.filter(
          (dep) => dep !== file && !/^assets\/(vendor|index|rolldown-runtime)-[\w-]+\.js$/.test(dep),
        ),
    },
    // The shared vendor chunk is one file on purpose (see codeSplitting); budgets are gzipped per screen.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The shared contracts build zod schemas at module level; the web app uses most of them only as
      // types, and declaring zod's builders pure lets unused schemas (and zod) drop out of first loads.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen needs, in one file: fewer requests and better compression.
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|colors))|i18next|react-i18next|js-cookie|use-sync-external-store|react-is|stylis|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types)[\\/]/,
              priority: 2,
            },
            {
              // TanStack Query in one file: the signed-in screens need all of it, the account
              // screens none of it.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
            {
              // The app's own start-up code and what it imports, in one file rather than dozens of
              // tiny shared chunks: fewer requests, better compression, fewer import lists.
              name: 'app',
              tags: ['$initial'],
              priority: 1,
              // Start-up modules are all $initial already. Following their imports would also take
              // what a feature's door re-exports for other screens (the route table imports every
              // door for its page loaders), and those belong to the screens that use them.
              includeDependenciesRecursively: false,
            },
            {
              // What the screens most visits open first (/login, the dashboard) need beyond start-up,
              // grouped by which of them needs it (build/first-load-chunks.ts). No recursion: each
              // dependency goes where its own users put it.
              name: firstLoadChunkName(
                readFirstScreens(resolve(import.meta.dirname, 'src/app'), {
                  login: '/login',
                  dashboard: '/',
                  usher: '/check-in/:token',
                }),
                resolve(import.meta.dirname, 'src/app/routes.ts'),
              ),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
