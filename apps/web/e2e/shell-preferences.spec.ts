import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { expectDashboard, mainNav, savedPreference, signInAsUser } from './support/shell';

const DARK_BACKGROUND = 'rgb(20, 22, 27)';
const LIGHT_BACKGROUND = 'rgb(244, 245, 250)';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The customizer drawer, opened from the navbar (or from the floating button when the navbar is hidden). */
async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Pengaturan tampilan' }).click();
  const heading = page.getByRole('heading', { name: 'Pengaturan Tampilan' });
  await expect(heading).toBeVisible();
  return page.locator('.MuiDrawer-paper').filter({ has: heading });
}

async function closeCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Tutup pengaturan tampilan' }).click();
  await expect(page.getByRole('heading', { name: 'Pengaturan Tampilan' })).toBeHidden();
}

const htmlState = (page: Page) =>
  page.evaluate(() => ({
    scheme: document.documentElement.dataset.colorScheme,
    background: getComputedStyle(document.documentElement).backgroundColor,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }));

test('theme and layout chosen in the customizer survive a reload, in cookies named after the app, with no flash of the wrong theme', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAsUser(page);
  await expectDashboard(page);
  const content = page.locator('main > .MuiContainer-root');
  // Boxed by default: the content stops at the xl width on a 1920 px screen.
  expect((await content.boundingBox())!.width).toBe(1536);

  const customizer = await openCustomizer(page);
  await customizer.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Gelap' }).click();
  await expect.poll(() => htmlState(page)).toMatchObject({ scheme: 'dark', background: DARK_BACKGROUND });
  await customizer.getByRole('group', { name: 'Navigasi' }).getByRole('button', { name: 'Vertikal' }).click();
  await customizer
    .getByRole('group', { name: 'Lebar konten' })
    .getByRole('button', { name: 'Penuh' })
    .click();
  await closeCustomizer(page);

  // The vertical menu now sits beside the page instead of inside the navbar, and the content is full width.
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  await expect(mainNav(page)).toBeVisible();
  await expect.poll(async () => (await content.boundingBox())!.width).toBeGreaterThan(1536);

  // Each preference is a cookie "Undangin-<name>" kept for 30 days.
  const cookies = await context.cookies();
  for (const [name, value] of [
    ['theme', 'dark'],
    ['appContentLayoutNav', 'vertical'],
    ['appContentWidth', 'fluid'],
    ['color-scheme', 'dark'],
  ]) {
    const cookie = cookies.find((c) => c.name === `Undangin-${name}`);
    expect(cookie?.value, `cookie Undangin-${name}`).toBe(value);
    expect(Math.abs(cookie!.expires * 1000 - (Date.now() + 30 * DAY_MS))).toBeLessThan(DAY_MS / 24);
  }

  // Reload while the app's code is held back: the page is already dark before any of it runs.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const entryHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    held();
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await entryHeld;
  expect(await page.locator('#root').innerHTML()).toBe('');
  expect(await htmlState(page)).toMatchObject({ scheme: 'dark', background: DARK_BACKGROUND });
  release();

  await expectDashboard(page);
  expect(await htmlState(page)).toMatchObject({ scheme: 'dark', background: DARK_BACKGROUND });
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  await expect(mainNav(page)).toBeVisible();
  expect((await content.boundingBox())!.width).toBeGreaterThan(1536);
  const reopened = await openCustomizer(page);
  await expect(reopened.getByRole('button', { name: 'Gelap' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByRole('button', { name: 'Vertikal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByRole('button', { name: 'Penuh' })).toHaveAttribute('aria-pressed', 'true');
});

test('the customizer changes the shell live: colour, skin, collapsed and semi-dark menu, navbar, footer, direction, language and reset', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsUser(page);
  await expectDashboard(page);
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--undangin-brand').trim(),
    );
  expect(await brand()).toBe('#00BFA6');
  const card = page.locator('main .MuiCard-root').first();
  await expect(card).toHaveCSS('border-top-width', '0px');

  let customizer = await openCustomizer(page);
  // Primary colour for the light mode, and the bordered skin.
  const colours = customizer.getByRole('radiogroup', { name: 'Warna utama untuk mode Terang' });
  await expect(colours.getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
  await colours.getByRole('radio', { name: 'Koral' }).click();
  await expect(colours.getByRole('radio', { name: 'Koral' })).toHaveAttribute('aria-checked', 'true');
  expect(await brand()).toBe('#FF6F61');
  expect(await savedPreference(context, 'lightThemePrimaryColor')).toBe('#FF6F61');
  await customizer
    .getByRole('group', { name: 'Gaya' })
    .getByRole('button', { name: 'Bergaris tepi' })
    .click();
  await expect(card).toHaveCSS('border-top-width', '1px');

  // Vertical, collapsed to icons, semi-dark while the page stays light.
  await customizer.getByRole('group', { name: 'Navigasi' }).getByRole('button', { name: 'Vertikal' }).click();
  await customizer.getByRole('switch', { name: 'Ciutkan navigasi vertikal' }).check();
  await customizer.getByRole('switch', { name: 'Navigasi vertikal semi gelap' }).check();
  await closeCustomizer(page);
  await page.mouse.move(1400, 500);
  const menuPaper = page.locator('.MuiDrawer-paper').filter({ has: mainNav(page) });
  await expect.poll(async () => (await menuPaper.boundingBox())!.width).toBeLessThan(100);
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByText('Dashboard', { exact: true })).toHaveCount(0);
  await expect(menuPaper).toHaveCSS('background-color', 'rgb(30, 33, 41)');
  expect((await htmlState(page)).scheme).toBe('light');

  // A hidden navbar leaves a floating button to reach the customizer; a hidden footer is gone.
  customizer = await openCustomizer(page);
  await customizer
    .getByRole('group', { name: 'Navbar' })
    .getByRole('button', { name: 'Tersembunyi' })
    .click();
  await customizer
    .getByRole('group', { name: 'Footer' })
    .getByRole('button', { name: 'Tersembunyi' })
    .click();
  await closeCustomizer(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Switching back to horizontal brings the navbar back and expands the navigation.
  customizer = await openCustomizer(page);
  await customizer
    .getByRole('group', { name: 'Navigasi' })
    .getByRole('button', { name: 'Horizontal' })
    .click();
  await closeCustomizer(page);
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  expect(await savedPreference(context, 'navbarType')).toBe('sticky');
  expect(await savedPreference(context, 'isVerticalNavCollapsed')).toBe('false');

  // Language, then direction (a language brings its own direction, so the direction comes second).
  customizer = await openCustomizer(page);
  await customizer.getByRole('combobox', { name: 'Bahasa' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  const appearance = page.getByRole('heading', { name: 'Appearance' });
  await expect(appearance).toBeVisible();
  customizer = page.locator('.MuiDrawer-paper').filter({ has: appearance });
  await expect.poll(() => htmlState(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
  await customizer
    .getByRole('group', { name: 'Text direction' })
    .getByRole('button', { name: 'Right to left' })
    .click();
  await expect.poll(() => htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'en' });

  // Reset restores the look but keeps the language and direction the user chose.
  await customizer.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(customizer.getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
  expect(await brand()).toBe('#00BFA6');
  await customizer.getByRole('button', { name: 'Close appearance settings' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(card).toHaveCSS('border-top-width', '0px');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'en' });
});

test('"Ikuti sistem" follows the device theme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAsUser(page);
  await expectDashboard(page);
  const customizer = await openCustomizer(page);
  await customizer.getByRole('button', { name: 'Ikuti sistem' }).click();
  expect(await htmlState(page)).toMatchObject({ scheme: 'light', background: LIGHT_BACKGROUND });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => htmlState(page)).toMatchObject({ scheme: 'dark', background: DARK_BACKGROUND });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => htmlState(page)).toMatchObject({ scheme: 'light', background: LIGHT_BACKGROUND });
});

test('Arabic reads right to left, from the login page to the dashboard, and stays so after a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Selamat datang kembali' })).toBeVisible();
  await page.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await expect.poll(() => htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
  await expect(page).toHaveTitle('تسجيل الدخول - Undangin');

  // Mirrored: the wordmark is at the start of the line, which is now the right.
  const logo = await page.getByRole('banner').getByRole('link').boundingBox();
  const language = await page.getByRole('button', { name: /^اللغة/ }).boundingBox();
  expect(logo!.x).toBeGreaterThan(language!.x);
  // Inter has no Arabic letters: the Arabic face is the one that draws them.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Noto Sans Arabic') && f.status === 'loaded'),
      ),
    )
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });

  await page.getByLabel('البريد الإلكتروني').fill(E2E_ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
  // The navbar is mirrored too: the wordmark on the right, the account menu on the left.
  const navbarLogo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const account = await page.getByRole('button', { name: /^قائمة الحساب/ }).boundingBox();
  expect(navbarLogo!.x).toBeGreaterThan(account!.x);
});
