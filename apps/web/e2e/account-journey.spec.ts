import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, createVerifiedUser, uniqueEmail } from './support/api';
import { loginThroughForm } from './support/login';
import { linkFrom, waitForMail } from './support/mail';

test('a new couple registers, confirms by e-mail, logs in, sees the dashboard and logs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pasangan');
  const password = 'Janur-Kuning-2026';

  await page.goto('/register');
  await expect(page).toHaveTitle('Daftar - Undangin');
  await page.getByLabel('Nama lengkap').fill('Anindya Putri');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Daftar' }).click();

  await expect(page).toHaveURL(/\/register-confirmed/);
  await expect(page.getByRole('heading', { name: 'Cek email kamu' })).toBeVisible();

  // The mail really travels over SMTP to the test server.
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/konfirmasi/i);
  const confirmLink = new URL(linkFrom(mail, /\/mail-confirmed\?token=/));
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByText('Email kamu sudah terkonfirmasi')).toBeVisible();

  await loginThroughForm(page, email, password);
  await expect(page).toHaveTitle('Dashboard - Undangin');
  await expect(page.getByText('Atur daftar tamu dan sebar undangan pernikahanmu')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The token the browser held is now refused by the server.
  const res = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token?.replace(/"/g, '')}` } });
  expect(res.status()).toBe(401);
  expect((await res.json()).message).toContain('blacklisted');
});

test('a second browser lands on the login page once the password is changed on the first', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Bima Saputra');
  const second = await browser.newContext();
  const page = await second.newPage();
  await loginThroughForm(page, user.email, user.password);

  // The first device changes the password; every other session ends.
  const { accessToken } = await apiLogin(request, user.email, user.password);
  await apiCall(request, 'PUT', '/api/user/password', {
    token: accessToken,
    data: { currentPassword: user.password, password: 'Tumpeng-Baru-2027', passwordConfirmation: 'Tumpeng-Baru-2027' },
  });

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await second.close();
});

test('an unconfirmed account is offered to resend the confirmation mail at login', async ({ page, request }) => {
  const email = uniqueEmail('belum');
  await apiCall(request, 'POST', '/api/user/register', {
    data: { name: 'Citra Lestari', email, password: 'Melati-Putih-2026' },
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Melati-Putih-2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText(/belum dikonfirmasi/)).toBeVisible();
  await page.getByRole('button', { name: 'Kirim ulang email konfirmasi' }).click();
  await expect(page.getByText(/email konfirmasi baru sudah kami kirim/)).toBeVisible();
  const mails = await waitForMail(email);
  expect(linkFrom(mails, /mail-confirmed/)).toContain('token=');
});
