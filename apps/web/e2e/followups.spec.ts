import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './support/api';
import { coupleWithInvitation } from './support/invitation';
import { keepWhatsAppLocal } from './support/whatsapp';

/** The smallest phone the dashboard is made for. */
const SMALL_PHONE = { width: 360, height: 740 };
/** A guest's phone browser: the server counts its opens (link-preview robots are not counted). */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

type TSeededGuest = { id: string; name: string; link: string };

test.use({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });

async function addGuest(
  request: APIRequestContext,
  token: string,
  invitationId: string,
  data: Record<string, unknown>,
): Promise<TSeededGuest> {
  return apiCall(request, 'POST', `/api/invitations/${invitationId}/guests`, { token, data });
}

/** The guest's card in the list on a phone, found by the guest's name. */
const guestCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Daftar tamu' }).getByRole('listitem').filter({ hasText: name });

test('a couple sends the RSVP reminder to the guests who opened the invitation without answering, through wa.me, on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'fu');

  // Guests in every state: two opened without answering, one answered, one not opened, one not sent.
  const ani = await addGuest(request, token, invitationId, {
    name: 'Ani Lestari',
    salutation: 'Ibu',
    phone: '0812 3456 7821',
  });
  const bayu = await addGuest(request, token, invitationId, {
    name: 'Bayu Saputra',
    phone: '0812 3456 7822',
  });
  const citra = await addGuest(request, token, invitationId, { name: 'Citra Dewi', phone: '0812 3456 7823' });
  const eko = await addGuest(request, token, invitationId, { name: 'Eko Prasetyo', phone: '0812 3456 7825' });
  await addGuest(request, token, invitationId, { name: 'Dodi Permana', phone: '0812 3456 7824' });
  for (const guest of [ani, bayu, citra, eko]) {
    await apiCall(request, 'POST', `/api/guests/${guest.id}/sent`, { token, data: { kind: 'invitation' } });
  }
  for (const guest of [ani, bayu]) {
    const opened = await request.get(guest.link, { headers: { 'user-agent': PHONE_BROWSER } });
    expect(opened.ok()).toBe(true);
  }
  // Eko opens the link on a phone and answers for both sessions.
  const guestContext = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(eko.link);
  await guestPage.getByRole('link', { name: 'Buka Undangan' }).click();
  const rsvp = guestPage.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  for (const session of [/^Akad Nikah/, /^Resepsi/]) {
    await rsvp
      .getByRole('group', { name: session })
      .getByRole('radio', { name: 'Hadir', exact: true })
      .check();
  }
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(rsvp.getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  await guestContext.close();

  await keepWhatsAppLocal(page.context());
  await page.goto('/guests');
  await expect(guestCard(page, 'Ani Lestari')).toBeVisible();
  await expect(guestCard(page, 'Ani Lestari')).not.toContainText('Pengingat ke-');

  // Kirim Pengingat: the segment "opened without an answer" with the RSVP nudge, two guests in it.
  await page.getByRole('button', { name: 'Kirim Pengingat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kirim Pengingat' });
  await dialog.getByRole('combobox', { name: 'Segmen' }).click();
  await page.getByRole('option', { name: 'Sudah dibuka, belum menjawab' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Pesan' })).toHaveText('Pengingat RSVP');
  await expect(dialog.getByText('2 tamu di segmen ini')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await dialog.getByRole('button', { name: 'Mulai' }).click();

  // The first guest by name: Ani, with the nudge filled for her.
  await expect(dialog.getByText('Tamu 1 dari 2')).toBeVisible();
  await expect(dialog.getByText('Ibu Ani Lestari', { exact: true })).toBeVisible();
  const [whatsApp] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Kirim via WhatsApp' }).click(),
  ]);
  await whatsApp.waitForLoadState();
  const waUrl = new URL(whatsApp.url());
  expect(waUrl.origin).toBe('https://wa.me');
  expect(waUrl.pathname).toBe('/6281234567821');
  const text = waUrl.searchParams.get('text') ?? '';
  expect(text).toMatch(
    /^Halo Ibu Ani Lestari 😊\n\nKami belum menerima konfirmasi kehadiran Ibu Ani Lestari untuk pernikahan Sekar & Dimas:\n/,
  );
  expect(text).toContain('🗓️ Akad Nikah: ');
  expect(text).toContain('📍 Masjid Raya Bintaro');
  expect(text).toContain(`Mohon kabari kami melalui tautan ini, cukup satu menit:\n${ani.link}\n`);
  expect(text).not.toMatch(/\{[a-z]+\}/);
  await whatsApp.close();
  await expect(dialog.getByText('Ditandai terkirim')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();

  // The list now says Ani was reminded once, just now; the others were not.
  await expect(guestCard(page, 'Ani Lestari')).toContainText(/Pengingat ke-1, /);
  await expect(guestCard(page, 'Bayu Saputra')).not.toContainText('Pengingat ke-');
  await expect(guestCard(page, 'Eko Prasetyo')).not.toContainText('Pengingat ke-');
});
