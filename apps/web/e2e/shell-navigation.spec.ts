import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectDashboard, mainNav, signInAsAdmin, signInAsUser } from './support/shell';

/** Opens a group of the horizontal menu by pointing at it or from the keyboard; returns its menu. */
async function openHorizontalGroup(page: Page, name: string, by: 'hover' | 'keyboard' = 'keyboard') {
  const button = mainNav(page).getByRole('button', { name });
  if (by === 'hover') {
    await button.hover();
  } else {
    await button.focus();
    await page.keyboard.press('ArrowDown');
  }
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return { button, menu };
}

async function closeMenu(page: Page) {
  await page.getByRole('menu').getByRole('menuitem').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

test('wide screens get the horizontal menu; below 1279 px a "Buka menu" button opens the vertical menu over the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1279, height: 900 });
  await signInAsUser(page);
  await expectDashboard(page);

  // At 1279 px the menu is the horizontal row inside the navbar, with no menu button.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveCount(0);

  // A horizontal group opens as a popover 6 px below its button.
  const { button, menu } = await openHorizontalGroup(page, 'Undangan');
  const buttonBox = await button.boundingBox();
  const menuBox = await page.getByRole('tooltip').filter({ has: menu }).boundingBox();
  // Popper snaps its position to whole pixels, so the 6 px gap may grow by up to one.
  const gap = menuBox!.y - (buttonBox!.y + buttonBox!.height);
  expect(gap).toBeGreaterThanOrEqual(5.5);
  expect(gap).toBeLessThan(7);
  await closeMenu(page);

  // A mouse points at the group before it clicks: that click keeps the popover open, the next one
  // closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(menu).toBeHidden();
  await page.mouse.move(0, 600);

  // One pixel narrower, the horizontal row gives way to the menu button.
  await page.setViewportSize({ width: 1278, height: 900 });
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();

  // On a phone the button opens the vertical menu as an overlay; following a link closes it.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const overlay = page.getByRole('presentation').filter({ has: mainNav(page) });
  await expect(overlay).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Pembayaran' }).click();
  await mainNav(page).getByRole('link', { name: 'Paket' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { name: 'Paket', level: 1 })).toBeVisible();
  await expect(mainNav(page)).toBeHidden();

  // "Tutup menu" closes it too.
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('button', { name: 'Tutup menu' }).click();
  await expect(mainNav(page)).toBeHidden();
});

test('a user sees the menu a user may open; an administrator also gets the admin group', async ({
  browser,
}) => {
  const userPage = await browser.newPage();
  await signInAsUser(userPage);
  await expectDashboard(userPage);
  const userTop = mainNav(userPage).locator(':scope > a, :scope > div > button');
  await expect(userTop).toHaveText(['Dashboard', 'Undangan', 'Pembayaran']);
  let { menu } = await openHorizontalGroup(userPage, 'Undangan', 'hover');
  await expect(menu.getByRole('menuitem')).toHaveText(['Buat Undangan', 'Kelola Tamu', 'Koleksi Template']);
  await closeMenu(userPage);
  ({ menu } = await openHorizontalGroup(userPage, 'Pembayaran'));
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Paket',
    'Transaksi',
    'Konfirmasi Pembayaran',
    'Riwayat Pembayaran',
  ]);
  await closeMenu(userPage);
  // Nothing only an administrator may open is rendered for a user.
  for (const label of ['Admin', 'Undangan User', 'Transaksi User', 'Manage User']) {
    await expect(userPage.getByText(label, { exact: true })).toHaveCount(0);
  }
  await userPage.close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  await expect(mainNav(adminPage).locator(':scope > a, :scope > div > button')).toHaveText([
    'Dashboard',
    'Undangan',
    'Pembayaran',
    'Admin',
  ]);
  ({ menu } = await openHorizontalGroup(adminPage, 'Admin'));
  await expect(menu.getByRole('menuitem')).toHaveText(['Undangan User', 'Transaksi User', 'Manage User']);
  await menu.getByRole('menuitem', { name: 'Manage User' }).click();
  await expect(adminPage).toHaveURL(/\/users$/);
  await expect(adminPage.getByRole('heading', { name: 'Manage User', level: 1 })).toBeVisible();
  await adminPage.close();
});

test('"Kembali ke atas" appears after 200 px of scrolling and brings the page back to the top', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsUser(page);
  await expectDashboard(page);
  const toTop = page.getByRole('button', { name: 'Kembali ke atas' });
  await expect(toTop).toBeHidden();

  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await expect(toTop).toBeHidden();

  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});
