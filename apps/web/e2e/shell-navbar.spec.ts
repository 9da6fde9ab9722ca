import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './support/api';
import { expectDashboard, signInAsAdmin, signInAsUser } from './support/shell';

const SHORTCUTS = [
  'Buat Undangan',
  'Tambah Tamu',
  'Impor Tamu',
  'Kirim Undangan',
  'Check-in',
  'Konfirmasi Pembayaran',
];

const notificationsButton = (page: Page) => page.getByRole('button', { name: /^Buka notifikasi/ });

test('Ctrl+K opens the search, which finds pages the user may open and what the API finds, and navigates', async ({
  page,
}) => {
  const user = await signInAsUser(page);
  await expectDashboard(page);
  const { accessToken } = await apiLogin(page.request, user.email, user.password);
  const slug = `rina-bima-${Date.now().toString(36)}`;
  const invitation = await apiCall<{ id: string }>(page.request, 'POST', '/api/invitations', {
    token: accessToken,
    data: { slug },
  });

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Cari' });
  const input = dialog.getByRole('combobox', { name: 'Cari' });
  await expect(input).toBeFocused();

  // A page, by its Indonesian title.
  await input.fill('paket');
  await expect(dialog.getByRole('option').first()).toContainText('Paket');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { name: 'Paket', level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();

  // An administrator's screen is not offered to a user.
  await page.keyboard.press('Control+k');
  await input.fill('Manage User');
  await expect(dialog.getByText('Tidak ada hasil untuk "Manage User".')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);

  // The user's own invitation, found through GET /api/search.
  await input.fill(slug);
  const found = dialog.getByRole('option', { name: new RegExp(slug) });
  await expect(found).toBeVisible();
  await expect(dialog.getByText('Undangan', { exact: true })).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/invitations/${invitation.id}$`));
});

test('notifications: the welcome notification after the first login, mark read, mark all read, kept after a reload', async ({
  page,
}) => {
  const user = await signInAsUser(page);
  await expectDashboard(page);
  // The account's first login left a welcome notification, unread (only this test reads the
  // shared account's notifications).
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi, 1 belum dibaca');
  await expect(page.getByRole('banner').locator('.MuiBadge-badge')).toHaveText('1');

  await notificationsButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifikasi' });
  const welcome = panel.getByRole('button', { name: /Selamat datang di Undangin!/ });
  await expect(welcome).toContainText('(Belum dibaca)');
  await expect(panel.getByText('1 belum dibaca')).toBeVisible();

  // Opening it marks it read and follows its link.
  await welcome.click();
  await expect(page).toHaveURL(/\/invitations$/);
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi');
  await page.reload();
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi');
  await notificationsButton(page).click();
  await expect(panel.getByRole('button', { name: /Selamat datang di Undangin!/ })).not.toContainText(
    'Belum dibaca',
  );
  await expect(panel.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Two more events from the app (guest imports finishing) arrive unread.
  const { accessToken } = await apiLogin(page.request, user.email, user.password);
  const invitation = await apiCall<{ id: string }>(page.request, 'POST', '/api/invitations', {
    token: accessToken,
    data: {},
  });
  for (const text of [
    'Nama\tTelepon\nBudi Santoso\t081234567890',
    'Nama\tTelepon\nSiti Aminah\t081298765432',
  ]) {
    await apiCall(page.request, 'POST', `/api/invitations/${invitation.id}/guests/import/commit`, {
      token: accessToken,
      data: { text },
    });
  }
  await page.reload();
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi, 2 belum dibaca');
  await notificationsButton(page).click();
  await expect(panel.getByRole('button', { name: /Impor tamu selesai \(Belum dibaca\)/ })).toHaveCount(2);
  await panel.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(panel.getByText('Belum dibaca')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi');

  // Read stays read: the server keeps it.
  await page.reload();
  await expect(notificationsButton(page)).toHaveAccessibleName('Buka notifikasi');
  await notificationsButton(page).click();
  await expect(panel.getByRole('button')).toHaveCount(4);
  await expect(panel.getByText('Belum dibaca')).toHaveCount(0);
});

test('shortcuts: each opens its screen, and each is shown only to whom it is allowed', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await signInAsUser(page);
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Pintasan' }).click();
  let panel = page.getByRole('dialog', { name: 'Pintasan' });
  await expect(panel.getByRole('link')).toHaveText(SHORTCUTS);
  await panel.getByRole('link', { name: 'Tambah Tamu' }).click();
  await expect(page).toHaveURL(/\/guests\?action=add$/);
  await expect(panel).toBeHidden();
  await page.close();

  // An administrator may open every one of these screens too (design.md: manage all).
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('button', { name: 'Pintasan' }).click();
  panel = admin.getByRole('dialog', { name: 'Pintasan' });
  await expect(panel.getByRole('link')).toHaveText(SHORTCUTS);
  await panel.getByRole('link', { name: 'Check-in' }).click();
  await expect(admin).toHaveURL(/\/guests\/check-in$/);
  await admin.close();
});
