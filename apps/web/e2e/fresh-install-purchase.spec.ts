import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { uniqueEmail } from './support/api';
import { startApp, type TRunningApp } from './support/global-setup';
import { loginThroughForm } from './support/login';
import { linkFrom, waitForMail } from './support/mail';
import { PROOF_PNG } from './support/premium';

/**
 * Issue #15: on a fresh install, once the administrator has followed the setup checklist, a new couple
 * buys a package on a phone from start to verified payment. The shared app of the run has bank
 * accounts and packages from other specs, so this one starts an installation of its own (its own
 * database, the run's SMTP server) and sees exactly what a new installation shows.
 */

const PHONE = { width: 360, height: 740 };
let app: TRunningApp;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  const workDir = process.env.E2E_WORK_DIR;
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  if (!workDir || !smtpPort) throw new Error('Run the tests through playwright.config.ts');
  app = await startApp(join(workDir, 'fresh-install-data'), smtpPort);
});

test.afterAll(async () => {
  await app?.stop();
});

/** One step of the administrator's checklist, whose hidden word says whether it is done. */
const setupStep = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Siapkan Undangin' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d\\. ${name}`) }) });

test('on a fresh install the administrator follows the checklist, and a new couple buys a package on a phone', async ({
  browser,
}) => {
  // Two people, registration by mail, an upload and an approval on a second app: a long journey.
  test.setTimeout(240_000);

  // The administrator's first sign-in: the checklist says what is missing before couples can pay.
  const adminContext = await browser.newContext({ baseURL: app.url });
  const admin = await adminContext.newPage();
  await loginThroughForm(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin.getByRole('region', { name: 'Siapkan Undangin' })).toBeVisible();
  await expect(admin.getByText('2 dari 4 langkah selesai')).toBeVisible();
  await expect(setupStep(admin, 'Rekening tujuan transfer')).toContainText('(Belum)');
  // The seeded packages are on sale; mail goes to the test's SMTP server.
  await expect(setupStep(admin, 'Paket berbayar')).toContainText('(Selesai)');
  await expect(setupStep(admin, 'Email keluar')).toContainText('(Selesai)');
  // The test's address is 127.0.0.1: not one guests can open, as the checklist says.
  await expect(setupStep(admin, 'Alamat publik')).toContainText('(Belum)');

  // The checklist leads to the account: an active one to transfer to.
  await admin.getByRole('link', { name: /^Mulai\s*:\s*Rekening tujuan transfer$/ }).click();
  await expect(admin).toHaveURL(/\/packages$/);
  await expect(admin.getByText('Pasangan belum bisa membeli paket', { exact: false })).toBeVisible();
  await admin.getByRole('button', { name: 'Rekening baru' }).click();
  const account = admin.getByRole('dialog', { name: 'Rekening baru' });
  await account.getByLabel('Nama bank').fill('BRI');
  await account.getByLabel('Nomor rekening').fill('0342 0100 1234 567');
  await account.getByLabel('Nama pemilik rekening').fill('CV Undangan Nusantara');
  await expect(account.getByLabel('Tampilkan ke pengguna')).toBeChecked();
  await account.getByRole('button', { name: 'Simpan' }).click();
  await expect(account).toBeHidden();
  await expect(admin.getByText('CV Undangan Nusantara', { exact: false })).toBeVisible();

  // A paid package of this installation's own.
  await admin.getByRole('button', { name: 'Paket baru' }).click();
  const form = admin.getByRole('dialog', { name: 'Paket baru' });
  await form.getByLabel('Nama paket').fill('Hemat');
  await form.getByLabel('Kode').fill('hemat');
  await form.getByLabel('Deskripsi').fill('Untuk syukuran kecil: 100 tamu, aktif sebulan.');
  await form.getByLabel('Harga (rupiah)').fill('29000');
  await form.getByLabel('Batas tamu').fill('100');
  await form.getByLabel('Masa aktif (hari)').fill('30');
  await form.getByLabel('Batas foto galeri').fill('6');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();

  await admin.goto('/');
  await expect(setupStep(admin, 'Rekening tujuan transfer')).toContainText('(Selesai)');
  await expect(admin.getByText('3 dari 4 langkah selesai')).toBeVisible();

  // A new couple, on a phone from the first screen to the last.
  const coupleContext = await browser.newContext({
    baseURL: app.url,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await coupleContext.newPage();
  const email = uniqueEmail('baru');
  const password = 'Melati-Sore-2026';
  await phone.goto('/register');
  await phone.getByLabel('Nama lengkap').fill('Laras Ayu');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password', { exact: true }).fill(password);
  await phone.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(phone.getByRole('heading', { name: 'Cek email kamu' })).toBeInViewport();
  const confirm = new URL(linkFrom(await waitForMail(email), /\/mail-confirmed\?token=/));
  await phone.goto(confirm.pathname + confirm.search);
  await expect(phone.getByText('Email kamu sudah terkonfirmasi')).toBeInViewport();
  await loginThroughForm(phone, email, password);

  // Their invitation.
  await phone.goto('/invitations');
  await phone.getByRole('button', { name: 'Undangan Baru' }).click();
  const create = phone.getByRole('dialog', { name: 'Undangan Baru' });
  await create.getByLabel('Nama mempelai wanita').fill('Laras Ayu');
  await create.getByLabel('Nama mempelai pria').fill('Bayu Saputra');
  await create.getByRole('button', { name: 'Buat undangan' }).click();
  await expect(phone).toHaveURL(/\/invitations\/[0-9a-f-]{36}$/);

  // Buying the installation's new package: the transfer instructions, then the confirmation.
  await phone.goto('/packages');
  const hemat = phone.getByRole('article', { name: 'Hemat' });
  await hemat.getByRole('button', { name: 'Pilih paket ini' }).click();
  const instructions = phone.getByRole('dialog', { name: /^Transfer untuk INV\/\d{8}\/\d{4}$/ });
  const title = (await instructions.getByRole('heading').first().textContent()) ?? '';
  const invoice = title.replace('Transfer untuk ', '');
  const amount = instructions.getByTestId('transfer-amount');
  await expect(amount).toHaveText(/^Rp 29\.\d{3}$/);
  await expect(amount).toBeInViewport();
  await expect(instructions.getByText('0342 0100 1234 567')).toBeVisible();
  const amountText = (await amount.textContent()) ?? '';
  await instructions.getByRole('link', { name: 'Saya sudah transfer, kirim konfirmasi' }).click();

  await expect(phone).toHaveURL(/\/payments\?transactionId=/);
  await phone.getByLabel('Bank asal').fill('Mandiri');
  await phone.getByLabel('Nama pemilik rekening').fill('Laras Ayu');
  await expect(phone.getByLabel('Jumlah ditransfer')).toHaveValue(amountText.replace(/\D/g, ''));
  // Sent without the proof: the refusal shows where the phone's screen is.
  await phone.getByRole('button', { name: 'Kirim konfirmasi' }).click();
  await expect(phone.getByText('Bukti transfer wajib diunggah.')).toBeInViewport();
  await phone
    .getByLabel('Bukti transfer')
    .setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await expect(phone.getByRole('img', { name: 'Pratinjau bukti transfer' })).toBeVisible();
  await phone.getByRole('button', { name: 'Kirim konfirmasi' }).click();
  await expect(phone).toHaveURL(/\/payments\/detail\?id=/);
  await expect(phone.getByText('Konfirmasi terkirim.', { exact: false })).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The administrator checks the proof and approves.
  await admin.goto(`/admin/transactions?status=menunggu_verifikasi&q=${encodeURIComponent(invoice)}`);
  await admin.getByRole('button', { name: `Periksa ${invoice}`, exact: true }).click();
  const review = admin.getByRole('dialog', { name: `Periksa ${invoice}` });
  await expect(review.getByRole('img', { name: `Bukti transfer ${invoice}` })).toBeVisible();
  await review.getByRole('button', { name: 'Setujui' }).click();
  await review.getByRole('button', { name: 'Ya, setujui' }).click();
  await expect(review.getByText('Pembayaran disetujui dan paket sudah aktif.')).toBeVisible();
  await adminContext.close();

  // The couple's package is active.
  await phone.goto('/packages');
  await expect(phone.getByRole('article', { name: 'Hemat' }).getByText('Paket saat ini')).toBeVisible();
  await phone.getByRole('button', { name: /^Buka notifikasi/ }).click();
  await expect(
    phone.getByRole('dialog', { name: 'Notifikasi' }).getByText('Pembayaran terverifikasi'),
  ).toBeInViewport();
  await coupleContext.close();
});
