import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { apiCall, apiLogin, createVerifiedUser } from './support/api';
import { loginThroughForm } from './support/login';

test('an administrator finds a user, suspends and reactivates them, and reads it in the audit log', async ({
  page,
  request,
}) => {
  const couple = await createVerifiedUser(request, 'Dimas Prasetyo');
  const { accessToken } = await apiLogin(request, couple.email, couple.password);
  const invitation = await apiCall<{ createdAt: string }>(request, 'POST', '/api/invitations', {
    token: accessToken,
    data: {
      content: { couple: { bride: { fullName: 'Laras Ayu' }, groom: { fullName: 'Dimas Prasetyo' } } },
    },
  });

  await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/users');
  await expect(page).toHaveTitle('Manage User - Undangin');
  await page.getByLabel('Cari nama, email atau nomor HP').fill(couple.email);
  const grid = page.getByRole('grid', { name: 'Daftar pengguna' });
  await grid.getByRole('button', { name: 'Dimas Prasetyo' }).click();

  const detail = page.getByRole('dialog', { name: 'Dimas Prasetyo', exact: true });
  await expect(detail.getByText(couple.email)).toBeVisible();
  await expect(detail.getByRole('tab', { name: 'Undangan (1)' })).toBeVisible();

  // Suspending asks for a reason and ends the user's sessions at once.
  await detail.getByRole('button', { name: 'Tangguhkan' }).click();
  const suspend = page.getByRole('dialog', { name: 'Tangguhkan Dimas Prasetyo?' });
  await suspend.getByLabel('Alasan').fill('Undangan dipakai untuk penipuan');
  await suspend.getByRole('button', { name: 'Tangguhkan akun' }).click();
  await expect(detail.getByText('Dimas Prasetyo ditangguhkan dan semua sesinya diakhiri.')).toBeVisible();
  await expect(
    detail.getByText('Akun ini ditangguhkan. Alasan: Undangan dipakai untuk penipuan'),
  ).toBeVisible();

  const ended = await request.get('/api/user/me', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(ended.status()).toBe(401);
  expect((await ended.json()).message).toBe('Sesi telah berakhir');
  const refused = await request.post('/api/user/login', {
    data: { email: couple.email, password: couple.password },
    headers: { 'x-xsrf-token': await xsrf(request) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ACCOUNT_SUSPENDED');

  await detail.getByRole('button', { name: 'Aktifkan kembali' }).click();
  await expect(detail.getByRole('button', { name: 'Tangguhkan' })).toBeVisible();
  await detail.getByRole('tab', { name: 'Jejak audit' }).click();
  const trail = detail.getByRole('grid', { name: 'Log audit' });
  // Each entry reads as a sentence with the names, not the raw values it records.
  await expect(trail.getByText('menangguhkan akun Dimas Prasetyo')).toBeVisible();
  await expect(trail.getByText('Alasan: Undangan dipakai untuk penipuan')).toBeVisible();
  await expect(trail.getByText('mengaktifkan kembali akun Dimas Prasetyo')).toBeVisible();
  await detail.getByRole('button', { name: 'Tutup' }).click();

  // The whole audit log, filtered by action.
  await page.getByRole('tab', { name: 'Log Audit' }).click();
  await expect(page).toHaveURL(/tab=audit/);
  await page.getByRole('combobox', { name: /^Tindakan/ }).click();
  await page.getByRole('option', { name: 'Tangguhkan akun' }).click();
  await expect(
    page.getByRole('grid', { name: 'Log audit' }).getByText('menangguhkan akun Dimas Prasetyo').first(),
  ).toBeVisible();

  // Undangan User lists the couple's invitation with its owner, package and active period.
  await page.goto('/admin/invitations');
  await expect(page).toHaveTitle('Undangan User - Undangin');
  await page.getByLabel('Cari pasangan, alamat, pemilik atau email').fill(couple.email);
  const invitations = page.getByRole('grid', { name: 'Undangan User' });
  for (const header of ['Pemilik', 'Template', 'Paket', 'Status', 'Aktif sampai', 'Tamu', 'RSVP']) {
    await expect(invitations.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(invitations.getByText(/Laras/).first()).toBeVisible();
  await expect(invitations.getByRole('link', { name: 'Dimas Prasetyo' })).toBeVisible();
  const row = invitations.getByRole('row').filter({ hasText: 'Dimas Prasetyo' });
  // Nothing bought yet: the free package, whose page stays up for 14 days from its making, shown as a
  // day in the browser's zone (Jakarta); counted from the invitation, not the clock, so a run across
  // Jakarta's midnight reads the same day.
  await expect(row.getByRole('gridcell', { name: 'Gratis', exact: true })).toBeVisible();
  const until = new Intl.DateTimeFormat('id', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(
    new Date(Date.parse(invitation.createdAt) + 14 * 24 * 60 * 60 * 1000),
  );
  await expect(row.getByRole('gridcell', { name: until, exact: true })).toBeVisible();

  // Manage Template: a new record, deactivated and activated again (the seeded ones stay untouched,
  // since other journeys choose them at the same time).
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const name = `Template Uji ${Date.now().toString(36)}`;
  const designs = await apiCall<{ designs: { id: string }[] }>(request, 'GET', '/api/templates/options', {
    token: admin.accessToken,
  });
  await apiCall(request, 'POST', '/api/templates', {
    token: admin.accessToken,
    data: {
      slug: name.toLowerCase().replace(/ /g, '-'),
      name,
      category: 'Modern',
      tier: 'free',
      component: designs.designs[0]!.id,
    },
  });
  await page.goto('/templates?tab=manage');
  const toggle = page.getByRole('switch', { name: `${name} aktif` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText(`${name} dinonaktifkan dan tidak bisa dipilih lagi.`)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
});

async function xsrf(request: import('@playwright/test').APIRequestContext): Promise<string> {
  await request.get('/api/health');
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}
