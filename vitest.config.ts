import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One run, several projects: the web app in jsdom, everything else in Node. The API integration suite
 * runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); each file
 * has a database of its own on either engine, so files of both run side by side.
 */
const apiIntegration = ['apps/api/test/**/*.test.ts'];
/**
 * The API's files build their own app and database each and mock no module, so a worker keeps the
 * modules it has loaded from one file to the next: loading the whole API again for every file was a
 * third of the suite's time.
 */
const apiShared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const;
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'api-postgres: skipped, TEST_DATABASE_URL is not set (CI sets it; the PGlite suite still runs).',
  );
}

export default defineConfig({
  test: {
    // vitest's default on two cores is one file at a time; the API files spend much of their time
    // waiting on a database, a child process or a socket, so two side by side use both cores.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiIntegration,
          ...apiShared,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiIntegration,
                ...apiShared,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
