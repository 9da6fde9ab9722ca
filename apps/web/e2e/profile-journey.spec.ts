import { expect, test } from '@playwright/test';
import { apiCall, createVerifiedUser, uniqueEmail } from './support/api';
import { loginThroughForm } from './support/login';
import { linkFrom, waitForMail } from './support/mail';

/** A 2×2 PNG, enough for the photo flow (the server crops and re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNg2L8MhCAUACSCBZW9trMfAAAAAElFTkSuQmCC',
  'base64',
);

test('a user edits the profile, confirms a new e-mail, changes the password, exports and deletes the account', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Anindya Putri');
  await loginThroughForm(page, user.email, user.password);

  // Pengaturan - Profile: name and phone.
  await page.goto('/profile');
  await expect(page).toHaveTitle('Pengaturan - Profile - Undangin');
  await page.getByLabel(/^Nama/).fill('Anindya Kusuma');
  await page.getByLabel('Nomor HP').fill('0812 3456 7890');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText('Profil disimpan.')).toBeVisible();
  await expect(page.getByLabel('Nomor HP')).toHaveValue('+6281234567890');

  // A photo, cropped square.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  const crop = page.getByRole('dialog', { name: 'Atur foto profil' });
  await crop.getByRole('button', { name: 'Simpan foto' }).click();
  await expect(page.getByText('Foto profil diperbarui.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto profil Anindya Kusuma' })).toHaveAttribute(
    'src',
    /\/api\/files\/avatars\//,
  );

  // A new e-mail asks for the password and waits for its link; the old one stays until then.
  const newEmail = uniqueEmail('baru');
  await page.getByLabel(/^Email/).fill(newEmail);
  await page.getByLabel(/^Password saat ini/).fill(user.password);
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByText(`Menunggu konfirmasi ${newEmail}`)).toBeVisible();
  const mail = await waitForMail(newEmail, /Konfirmasi alamat email baru/);
  const link = new URL(linkFrom(mail, /\/profile\?emailToken=/));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(`Email akunmu sekarang ${newEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // Export my data.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh semua data (JSON)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^undangin-data-saya-\d{8}\.json$/);

  // Pengaturan - Password: this session carries on with a fresh token.
  const newPassword = 'Wedang-Jahe-Malam-2027';
  await page.goto('/profile-password');
  await expect(page).toHaveTitle('Pengaturan - Password - Undangin');
  await page.getByLabel(/^Password saat ini/).fill(user.password);
  await page.getByLabel(/^Password baru/).fill(newPassword);
  await page.getByLabel(/^Ulangi password baru/).fill(newPassword);
  await page.getByRole('button', { name: 'Ganti password' }).click();
  await expect(page.getByText(/^Password berhasil diganti\./)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/profile-password$/);

  // Delete the account: the password is asked, and the account is gone.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Hapus akun saya' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus akun untuk selamanya?' });
  await confirm.getByLabel(/^Password/).fill(newPassword);
  await confirm.getByRole('button', { name: 'Hapus akun' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    apiCall(request, 'POST', '/api/user/login', { data: { email: newEmail, password: newPassword } }),
  ).rejects.toThrow(/answered 422/);
});
