import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { apiCall, apiLogin, createVerifiedUser } from './support/api';
import { loginThroughForm } from './support/login';

/** A 1×1 PNG: what a banking app's screenshot is to the server (type by bytes, then re-encoded). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a couple buys a package by bank transfer and an administrator verifies it', async ({
  page,
  browser,
  request,
}) => {
  // Two people, two logins, an upload and an approval: a long journey on a shared, busy machine.
  test.setTimeout(120_000);

  // The administrator has an account to receive transfers.
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await apiCall(request, 'POST', '/api/bank-accounts', {
    token: admin.accessToken,
    data: { bankName: 'BCA', accountNumber: '8720 1234 56', accountHolder: 'PT Undangin Indonesia' },
  });

  const couple = await createVerifiedUser(request, 'Sekar Ayu');
  const { accessToken } = await apiLogin(request, couple.email, couple.password);
  const invitation = await apiCall<{ id: string; allowance: { premiumTemplates: boolean } }>(
    request,
    'POST',
    '/api/invitations',
    {
      token: accessToken,
      data: { content: { couple: { bride: { fullName: 'Sekar Ayu' }, groom: { fullName: 'Bima Putra' } } } },
    },
  );
  expect(invitation.allowance.premiumTemplates).toBe(false);

  // Paket: the comparison, then a paid package.
  await loginThroughForm(page, couple.email, couple.password);
  await page.goto('/packages');
  await expect(page).toHaveTitle('Paket - Undangin');
  await expect(page.getByRole('article', { name: 'Gratis' }).getByText('Paket saat ini')).toBeVisible();
  await page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: 'Pilih paket ini' })
    .click();

  // The transfer instructions: the unique amount (Rp 99.000 plus three digits) and the account.
  const instructions = page.getByRole('dialog', { name: /^Transfer untuk INV\/\d{8}\/\d{4}$/ });
  // The invoice number the couple sees is the one the administrator looks for.
  const title = (await instructions.getByRole('heading').first().textContent()) ?? '';
  const invoice = title.replace('Transfer untuk ', '');
  const amount = instructions.getByTestId('transfer-amount');
  await expect(amount).toHaveText(/^Rp 99\.\d{3}$/);
  const amountText = (await amount.textContent()) ?? '';
  expect(amountText).not.toBe('Rp 99.000');
  await expect(instructions.getByText('8720 1234 56')).toBeVisible();
  await expect(instructions.getByRole('timer')).toContainText('Bayar dalam');
  await instructions.getByRole('link', { name: 'Saya sudah transfer, kirim konfirmasi' }).click();

  // Konfirmasi Pembayaran with the proof.
  await expect(page).toHaveURL(/\/payments\?transactionId=/);
  await page.getByLabel('Bank asal').fill('Mandiri');
  await page.getByLabel('Nama pemilik rekening').fill('Sekar Ayu');
  await expect(page.getByLabel('Jumlah ditransfer')).toHaveValue(amountText.replace(/\D/g, ''));
  await page
    .getByLabel('Bukti transfer')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Kirim konfirmasi' }).click();
  await expect(page).toHaveURL(/\/payments\/detail\?id=/);
  await expect(page.getByText('Konfirmasi terkirim.', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bukti transfer INV/ })).toBeVisible();

  // An administrator checks the proof and approves.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginThroughForm(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto(`/admin/transactions?status=menunggu_verifikasi&q=${encodeURIComponent(invoice)}`);
  await expect(adminPage).toHaveTitle('Transaksi User - Undangin');
  await adminPage.getByRole('button', { name: `Periksa ${invoice}`, exact: true }).click();
  const review = adminPage.getByRole('dialog', { name: `Periksa ${invoice}` });
  await expect(review.getByRole('img', { name: `Bukti transfer ${invoice}` })).toBeVisible();
  await review.getByRole('button', { name: 'Setujui' }).click();
  await review.getByRole('button', { name: 'Ya, setujui' }).click();
  await expect(review.getByText('Pembayaran disetujui dan paket sudah aktif.')).toBeVisible();
  await adminContext.close();

  // The couple's limits rose and they were told.
  await page.goto('/packages');
  await expect(page.getByRole('article', { name: 'Premium' }).getByText('Paket saat ini')).toBeVisible();
  const after = await apiCall<{ allowance: { premiumTemplates: boolean; showMark: boolean } }>(
    request,
    'GET',
    `/api/invitations/${invitation.id}`,
    { token: accessToken },
  );
  expect(after.allowance).toMatchObject({ premiumTemplates: true, showMark: false });
  await page.getByRole('button', { name: /^Buka notifikasi/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifikasi' }).getByText('Pembayaran terverifikasi'),
  ).toBeVisible();
});
