import { expect, test } from '@playwright/test';
import { apiCall } from './support/api';
import { coupleWithInvitation } from './support/invitation';

/** "Within a second": the screen across the hall must greet a guest while they are still at the door. */
const AT_ONCE = { timeout: 1_000 };

test('the greeting screen at the venue greets a guest as they are checked in and shows a newly approved wish', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { invitationId, token, slug } = await coupleWithInvitation(page, request, 'layar');
  const budi = await apiCall<{ id: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
    token,
    data: { name: 'Budi Santoso', salutation: 'Bapak', phone: '0813 1234 5602', quota: 2 },
  });

  // The couple makes the screen's link on the check-in screen, shown once.
  await page.goto('/guests/check-in');
  const panel = page.getByRole('region', { name: 'Layar Sapa' });
  await expect(panel.getByText('Belum ada layar sapa.')).toBeVisible();
  await panel.getByLabel('Nama layar').fill('TV Pintu Masuk');
  await panel.getByRole('button', { name: 'Buat link layar' }).click();
  await expect(panel.getByText('Link untuk TV Pintu Masuk dibuat.', { exact: false })).toBeVisible();
  const link = await panel.getByRole('textbox', { name: 'Link layar' }).inputValue();
  expect(link).toMatch(/\/layar\/[A-Za-z0-9_-]{32}$/);

  // The TV at the venue: a browser of its own, no account, a large screen.
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'id-ID' });
  const tv = await tvContext.newPage();
  await tv.goto(link);
  await expect(tv.getByRole('heading', { name: 'Sekar & Dimas', level: 1 })).toBeVisible();
  await expect(tv.getByText('Ucapan dan doa dari para tamu akan tampil di sini.')).toBeVisible();
  // The screen is live once its stream has given it the first state.
  await expect(tv.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');

  // Budi arrives at the door; the screen greets him by salutation and name.
  await apiCall(request, 'POST', `/api/guests/${budi.id}/check-in`, { token, data: { pax: 2 } });
  const greeting = tv.getByRole('status').filter({ hasText: 'Selamat datang' });
  await expect(greeting).toHaveText(/Selamat datang, Bapak Budi Santoso\s*Terima kasih telah hadir/, AT_ONCE);
  await expect(greeting).not.toContainText('0813');

  // A guest leaves a wish on the invitation page; once it is approved it shows on the wall.
  const wishText = 'Selamat menempuh hidup baru, semoga sakinah, mawaddah, warahmah.';
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/u/${slug}`);
  const wishes = guest.getByRole('region', { name: 'Ucapan & Doa' });
  await wishes.getByLabel('Nama').fill('Joko Susilo');
  await wishes.getByLabel('Ucapan', { exact: true }).fill(wishText);
  await wishes.getByRole('button', { name: 'Kirim Ucapan' }).click();
  await expect(wishes.getByRole('status')).toContainText('Terima kasih');
  const listed = await apiCall<{ data: { id: string; message: string; status: string }[] }>(
    request,
    'GET',
    `/api/invitations/${invitationId}/wishes`,
    { token },
  );
  const wish = listed.data.find((row) => row.message === wishText)!;
  if (wish.status !== 'approved') {
    await apiCall(request, 'PATCH', `/api/wishes/${wish.id}`, { token, data: { status: 'approved' } });
  }
  const wall = tv.getByRole('list', { name: 'Ucapan & Doa' });
  await expect(wall.getByRole('listitem').filter({ hasText: wishText })).toContainText('Joko Susilo');
  await expect(tv.getByText('Ucapan dan doa dari para tamu akan tampil di sini.')).toBeHidden();

  await guestContext.close();
  await tvContext.close();
});
