import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium.mjs';

/**
 * End-to-end tests drive the built app, started the way `npm start` starts it (see e2e/support/global-setup.ts),
 * in Debian's Chromium (scripts/chromium.mjs).
 */
export default defineConfig({
  testDir: './apps/web/e2e',
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
