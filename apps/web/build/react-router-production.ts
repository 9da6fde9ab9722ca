import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds with React Router's production files. Its package exports only the development ones, which
 * run the checks behind its console warnings on every navigation (dist/production differs only in
 * turning them off); the dev server keeps them.
 */
export function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
  );
  return {
    name: 'undangin:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
