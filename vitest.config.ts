import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One run, several projects: the web app in jsdom, everything else in Node. The API integration suite
 * runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const apiIntegration = ['apps/api/test/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'api-postgres: skipped, TEST_DATABASE_URL is not set (CI sets it; the PGlite suite still runs).',
  );
}

export default defineConfig({
  test: {
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
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiIntegration,
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                // PostgreSQL suites get a database each but share the two cores with the PGlite suites.
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
