import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, mainNav, signInAsAdmin, shellUser, signInAsUser } from './support/shell';

/** The cells "Lihat" and "Kelola" of one subject's row in the access-control table. */
const permissionsOf = (page: Page, subject: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) })
    .getByRole('cell');

test('a screen whose code fails to download shows the 500 page, with a reload that recovers', async ({
  page,
}) => {
  await signInAsUser(page);
  await expectDashboard(page);

  // The network drops the packages screen's code, as a flaky connection or a stale deploy would.
  const chunk = /\/assets\/packages-page-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await mainNav(page).getByRole('button', { name: 'Pembayaran' }).hover();
  await page.getByRole('menuitem', { name: 'Paket' }).click();

  await expect(page.getByRole('heading', { name: 'Ada yang tidak beres', level: 1 })).toBeVisible();
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  await expect(page.getByText(/Coba muat ulang; jika masih terjadi, kembali ke beranda/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  await expect(page).toHaveURL(/\/packages$/);

  // Once the network is back, "Muat ulang" brings the screen.
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('heading', { name: 'Paket', level: 1 })).toBeVisible();
});

test('an unknown address shows the not-found page on both of its paths, with a way back', async ({
  page,
}) => {
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page).toHaveTitle('Halaman Tidak Ditemukan - Undangin');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible();

  await page.goto('/pages/misc/not-found');
  await expect(page).toHaveTitle('Halaman Tidak Ditemukan - Undangin');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible();

  await page.goto('/pages/misc/not-found/apa-saja');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible();
  // The way back leads home, which for a visitor is the login page.
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a user opening an administrator screen gets not-authorized; a visitor on its alias is asked to log in', async ({
  page,
  browser,
}) => {
  await signInAsUser(page);
  await expectDashboard(page);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page).toHaveTitle('Akses Ditolak - Undangin');
  await expect(page.getByRole('heading', { name: 'Akses ditolak', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Akunmu tidak punya izin untuk membuka halaman ini.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expectDashboard(page);

  const visitor = await browser.newPage();
  await visitor.goto('/pages/misc/not-authorized');
  await expect(visitor.getByRole('heading', { name: 'Akses ditolak', level: 1 })).toBeVisible();
  await expect(visitor.getByText(/hanya untuk pengguna yang sudah masuk/)).toBeVisible();
  await visitor.getByRole('link', { name: 'Masuk' }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();
});

test('a visitor is sent to login with the page kept in `to`, and lands there after logging in', async ({
  page,
}) => {
  const user = await shellUser(page.request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/payments/history?halaman=2');
  await expect(page).toHaveURL(/\/login\?halaman=2&to=%2Fpayments%2Fhistory$/);
  await expect(page).toHaveTitle('Masuk - Undangin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/payments\/history$/);
  await expect(page.getByRole('heading', { name: 'Riwayat Pembayaran', level: 1 })).toBeVisible();

  // Logged in, the login page itself sends the user home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('access control shows what a user may and may not see, and what an administrator sees', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await signInAsUser(page);
  await page.goto('/access-control');
  await expect(page).toHaveTitle('Access Control - Undangin');
  await expect(page.getByText('Peranmu: Pengguna')).toBeVisible();
  await expect(page.getByText('Untuk semua pengguna', { exact: true })).toBeVisible();
  await expect(page.getByText('Yang tidak kamu lihat', { exact: true })).toBeVisible();
  await expect(page.getByText('Khusus administrator', { exact: true })).toHaveCount(0);
  await expect(permissionsOf(page, 'Pengguna')).toHaveText(['Tidak boleh', 'Tidak boleh']);
  await expect(permissionsOf(page, 'Template')).toHaveText(['Boleh', 'Tidak boleh']);
  await expect(permissionsOf(page, 'Undangan')).toHaveText(['Boleh', 'Boleh']);
  await page.close();

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/access-control');
  await expect(admin.getByText('Peranmu: Administrator')).toBeVisible();
  await expect(admin.getByText('Untuk semua pengguna', { exact: true })).toBeVisible();
  await expect(admin.getByText('Khusus administrator', { exact: true })).toBeVisible();
  await expect(admin.getByText('Yang tidak kamu lihat', { exact: true })).toHaveCount(0);
  for (const subject of ['Pengguna', 'Template', 'Undangan', 'Paket']) {
    await expect(permissionsOf(admin, subject)).toHaveText(['Boleh', 'Boleh']);
  }
  await admin.close();
});
