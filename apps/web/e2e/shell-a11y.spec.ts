import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { animationsFinished, wcagAxe } from './support/axe';
import { reusedContexts } from './support/contexts';
import { loginThroughForm } from './support/login';
import { PHONE, localeText, savePreferences, shellUser } from './support/shell';

const VARIANTS = [
  { name: 'light, LTR', prefs: { theme: 'light', language: 'id' } },
  { name: 'dark, LTR', prefs: { theme: 'dark', language: 'id' } },
  { name: 'light, RTL (Arabic)', prefs: { theme: 'light', language: 'ar' } },
  { name: 'dark, RTL (Arabic)', prefs: { theme: 'dark', language: 'ar' } },
];

type TShellPage = { name: string; path: string; loggedIn?: boolean; ready: string };

/** Every shell page, and what shows once it has settled (language-neutral, so one list serves all). */
const PAGES: TShellPage[] = [
  { name: 'login', path: '/login', ready: 'form button[type=submit]' },
  { name: 'register', path: '/register', ready: 'form button[type=submit]' },
  { name: 'forget-password', path: '/forget-password', ready: 'form button[type=submit]' },
  {
    name: 'reset-password',
    path: '/reset-password?token=tautan-dari-email',
    ready: 'form button[type=submit]',
  },
  { name: 'register-confirmed', path: '/register-confirmed', ready: 'main h1' },
  // A token that the server refuses: the page shows the failure and a form to ask for a new link.
  { name: 'mail-confirmed', path: '/mail-confirmed?token=tautan-kedaluwarsa', ready: 'main [role=alert]' },
  { name: 'not-found', path: '/halaman-yang-tidak-ada', ready: 'main h1' },
  { name: 'not-authorized', path: '/not-authorized', ready: 'main h1' },
  { name: 'dashboard', path: '/', loggedIn: true, ready: 'main section h2' },
  { name: 'access-control', path: '/access-control', loggedIn: true, ready: 'main table' },
];

/** One logged-in browser state for the whole file: a user who registered and logged in through the form. */
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

async function logIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await shellUser(page.request);
  await loginThroughForm(page, user.email, user.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function settled(page: Page, ready: string) {
  await expect(page.locator(ready).first()).toBeVisible();
  // The top loading bar has finished and the fonts are in: what the user finally sees.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role=progressbar]')].some(
        (e) => getComputedStyle(e).position === 'fixed',
      ),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Runs axe on the page, or only on `include` (a popup, whose page behind is scanned on its own). */
async function expectNoViolations(page: Page, what: string, include?: string) {
  const builder = wcagAxe(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html} :: ${n.failureSummary ?? ''}`),
  }));
  expect(violations, what).toEqual([]);
}

/** An open MUI popup (menu, popover, dialog or drawer). */
const POPUP = '.MuiModal-root:not(.MuiModal-hidden)';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// Each page and variant is a test of its own over one shared account, so they spread over both workers.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  session = await logIn(browser);
});

/** One browser per variant, signed in or not, in each worker. */
const contexts = reusedContexts();
function variantContext(browser: Browser, variant: (typeof VARIANTS)[number], loggedIn: boolean) {
  return contexts.get(`${variant.name} ${loggedIn}`, async () => {
    const context = await browser.newContext(loggedIn ? { storageState: session } : {});
    await savePreferences(context, variant.prefs);
    return context;
  });
}

test.afterAll(() => contexts.closeAll());

for (const variant of VARIANTS) {
  test.describe(`axe, ${variant.name}`, () => {
    for (const shellPage of PAGES) {
      test(`${shellPage.name} has no WCAG 2.2 AA violations`, async ({ browser }) => {
        const page = await (await variantContext(browser, variant, shellPage.loggedIn ?? false)).newPage();
        await page.goto(shellPage.path);
        await settled(page, shellPage.ready);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          variant.prefs.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(
          variant.prefs.theme,
        );

        await expectNoViolations(page, shellPage.name);
        await page.close();
      });
    }
  });

  test(`axe, ${variant.name}: the navbar's popups, the customizer and the phone menu`, async ({
    browser,
  }) => {
    const lang = variant.prefs.language;
    const text = (namespace: string, key: string) => localeText(lang, namespace, key);
    const context = await browser.newContext({ storageState: session });
    await savePreferences(context, variant.prefs);
    const page = await context.newPage();
    await page.goto('/');
    await settled(page, 'main section h2');

    const popups: [string, () => Promise<void>][] = [
      ['search', () => page.keyboard.press('Control+k')],
      [
        'notifications',
        () => page.getByRole('button', { name: startsWith(text('notifications', 'open')) }).click(),
      ],
      ['shortcuts', () => page.getByRole('button', { name: text('common', 'navbar.shortcuts') }).click()],
      [
        'theme menu',
        () => page.getByRole('button', { name: startsWith(text('common', 'theme.label')) }).click(),
      ],
      [
        'language menu',
        () => page.getByRole('button', { name: startsWith(text('common', 'language.label')) }).click(),
      ],
      [
        'user menu',
        () => page.getByRole('button', { name: startsWith(text('common', 'navbar.userMenu')) }).click(),
      ],
      ['customizer', () => page.getByRole('button', { name: text('common', 'navbar.customizer') }).click()],
    ];
    for (const [name, open] of popups) {
      await open();
      const popup = page.locator(POPUP);
      await expect(popup).toBeVisible();
      await expect(popup.locator('input, a, button, [role=option], [role=menuitem]').first()).toBeVisible();
      // The popup grows and fades in: axe reads its colours once it stands still, not half transparent.
      await animationsFinished(page);
      await expectNoViolations(page, name, POPUP);
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
    }

    // Below 1279 px: the menu button and the vertical menu over the page.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: text('common', 'nav.openMenu') }).click();
    await expect(page.getByRole('navigation', { name: text('common', 'nav.main') })).toBeVisible();
    await expectNoViolations(page, 'phone menu');
    await context.close();
  });
}
