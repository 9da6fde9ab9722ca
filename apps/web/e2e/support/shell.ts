import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { createVerifiedUser } from './api';
import { loginThroughForm } from './login';
import { oncePerRun } from './once-per-run';

/** A phone: below 1279 px the shell forces the vertical menu, as an overlay. */
export const PHONE = { width: 390, height: 844 };

/** The main navigation (horizontal row or vertical menu, whichever shows). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' });

export type TShellUser = { email: string; password: string; name: string };

/**
 * The one account the shell tests share, registered once per run by whichever test asks first: the API allows an address only a few
 * registrations an hour, and the whole end-to-end run shares one.
 */
export function shellUser(request: APIRequestContext): Promise<TShellUser> {
  return oncePerRun('shell-user', () => createVerifiedUser(request, 'Rina Pratama'), 60_000);
}

/** Registers, confirms and logs in a fresh user through the login form: that account's first login. */
export async function signInAsNewUser(page: Page, name = 'Rina Pratama'): Promise<TShellUser> {
  const user = await createVerifiedUser(page.request, name);
  await loginThroughForm(page, user.email, user.password);
  return user;
}

/** Logs the shared user in through the login form. */
export async function signInAsUser(page: Page): Promise<TShellUser> {
  const user = await shellUser(page.request);
  await loginThroughForm(page, user.email, user.password);
  return user;
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

/**
 * Preferences as the customizer saves them: cookies named "<app title>-<setting>". Setting them
 * before a page loads is what a returning visitor's browser does.
 */
export async function savePreferences(context: BrowserContext, prefs: Record<string, string>): Promise<void> {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  await context.addCookies(
    Object.entries(prefs).map(([name, value]) => ({ name: `Undangin-${name}`, value, url })),
  );
}

/** The value of one saved preference cookie, or undefined. */
export async function savedPreference(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === `Undangin-${name}`)?.value;
}

/** Waits until the dashboard has its data (not the loading skeleton). */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ringkasan' })).toBeVisible();
}

/** A string of the app's own locale files, so one test can drive the shell in any language. */
export function localeText(language: string, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../src/locales', language, `${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`No string ${namespace}:${key} in ${language}`);
  return value;
}
