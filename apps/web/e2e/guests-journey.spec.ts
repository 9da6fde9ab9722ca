import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './support/api';
import { upgradeToPremium } from './support/premium';
import { PHONE, signInAsNewUser } from './support/shell';

/** A day about half a year ahead, so RSVP stays open whenever this runs. */
function weddingDay(): string {
  return new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The couple's published invitation with an akad and a reception, seeded through the API as the
 * editor saves it, on the Premium package that includes the QR guest book, so this journey stays
 * about the guests. Its own API context, so the browser's session stays the couple's.
 */
async function seedPublishedInvitation(
  request: APIRequestContext,
  email: string,
  password: string,
  suffix: string,
) {
  const { accessToken: token } = await apiLogin(request, email, password);
  const templates = await apiCall<{ data: { id: string; tier: string }[] }>(
    request,
    'GET',
    '/api/templates',
    {
      token,
    },
  );
  const template = templates.data.find((row) => row.tier === 'free');
  if (!template) throw new Error('No free template to publish with');
  const date = weddingDay();
  const slug = `sekar-dimas-${suffix}`;
  const created = await apiCall<{ id: string }>(request, 'POST', '/api/invitations', {
    token,
    data: {
      slug,
      templateId: template.id,
      content: {
        couple: {
          bride: { fullName: 'Sekar Ayuningtyas', nickname: 'Sekar' },
          groom: { fullName: 'Dimas Prasetyo', nickname: 'Dimas' },
        },
        events: [
          {
            id: 'akad',
            kind: 'akad',
            date,
            startTime: '08:00',
            timeZone: 'WIB',
            venue: 'Masjid Raya Bintaro',
          },
          {
            id: 'resepsi',
            kind: 'resepsi',
            date,
            startTime: '11:00',
            timeZone: 'WIB',
            venue: 'Gedung Graha Bhakti',
          },
        ],
      },
    },
  });
  await apiCall(request, 'POST', `/api/invitations/${created.id}/publish`, { token });
  await upgradeToPremium(request, token, created.id);
  return { slug, invitationId: created.id };
}

/** A small guest list as a couple writes it: a quoted comma, a BOM, one row without a name and a bad number. */
const GUEST_CSV =
  '\uFEFFNama,Sapaan,No. WhatsApp,Kelompok,Jumlah orang\n' +
  'Siti Rahmawati,Ibu,0812-3456-7801,Keluarga,3\n' +
  '"Budi Santoso, S.T.",Bapak,+62 813 1234 5602,Teman Kantor,1\n' +
  'Dewi Lestari,Saudara/i,6285712345603,Keluarga,2\n' +
  ',Bapak,0812 9876 5404,Keluarga,1\n' +
  'Andi Wijaya,Bapak,12345,Teman Kantor,1\n';

/** WhatsApp is never visited: whatever opens wa.me gets a stand-in page served inside the browser. */
async function keepWhatsAppLocal(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
}

/** The row of one guest in the list, found by the guest's name. */
const guestRow = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Daftar tamu' }).getByRole('row').filter({ hasText: name });

test('a couple imports a guest list, sends one guest by WhatsApp, the guest answers on a phone and is checked in at the door', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const user = await signInAsNewUser(page, 'Sekar Ayuningtyas');
  const { slug } = await seedPublishedInvitation(request, user.email, user.password, suffix);
  await keepWhatsAppLocal(page.context());

  // Kelola Tamu: an empty list, then the spreadsheet.
  await page.goto('/guests');
  await expect(page.getByRole('heading', { name: 'Kelola Tamu Undangan', level: 1 })).toBeVisible();
  await expect(page.getByText('Belum ada tamu.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Tamu' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'tamu-sekar-dimas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(GUEST_CSV, 'utf8'),
  });
  await expect(dialog.getByText('tamu-sekar-dimas.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Lihat pratinjau' }).click();

  // The preview: three new guests, two rows skipped with their reasons.
  const counts = dialog.getByRole('status');
  await expect(counts.getByText('3 baru')).toBeVisible();
  await expect(counts.getByText('2 bermasalah')).toBeVisible();
  const preview = dialog.getByRole('grid', { name: 'Pratinjau impor' });
  await expect(preview.getByRole('row').filter({ hasText: 'Budi Santoso, S.T.' })).toContainText('Baru');
  await expect(preview.getByRole('row').filter({ hasText: 'Nama kosong' })).toContainText('Dilewati');
  await expect(preview.getByRole('row').filter({ hasText: 'Andi Wijaya' })).toContainText(
    'Nomor telepon tidak valid',
  );

  // Confirm: the three are saved and the answer says why two were skipped.
  await dialog.getByRole('button', { name: 'Simpan 3 tamu' }).click();
  await expect(dialog.getByText('Impor selesai: 3 ditambahkan, 0 diperbarui, 2 dilewati.')).toBeVisible();
  await expect(dialog.getByText('Nama kosong')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
  const siti = guestRow(page, 'Siti Rahmawati');
  await expect(siti).toContainText('Keluarga');
  await expect(siti).toContainText('Belum dikirim');
  await expect(guestRow(page, 'Budi Santoso, S.T.')).toContainText('Teman Kantor');

  // Kirim via WhatsApp: wa.me with the number in digits and the personal message, encoded.
  const [whatsApp] = await Promise.all([
    page.context().waitForEvent('page'),
    siti.getByRole('button', { name: 'Kirim via WhatsApp ke Siti Rahmawati' }).click(),
  ]);
  await whatsApp.waitForLoadState();
  const waUrl = new URL(whatsApp.url());
  expect(waUrl.origin).toBe('https://wa.me');
  expect(waUrl.pathname).toBe('/6281234567801');
  // Line breaks and emoji travel percent-encoded as UTF-8.
  expect(waUrl.search).toContain('%0A');
  expect(waUrl.search).toContain(encodeURIComponent('🗓️'));
  const message = waUrl.searchParams.get('text') ?? '';
  expect(message).toMatch(/^Kepada Yth\.\nIbu Siti Rahmawati\n/);
  expect(message).toContain('pernikahan Sekar & Dimas');
  expect(message).toContain('Masjid Raya Bintaro');
  const base = new URL(page.url()).origin;
  const linkMatch = message.match(
    new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/u/${slug}/([A-Za-z0-9_-]+)`),
  );
  expect(linkMatch, `the message carries the personal link: ${message}`).not.toBeNull();
  const personalLink = linkMatch![0];
  const guestCode = linkMatch![1]!;
  expect(guestCode.length).toBeGreaterThanOrEqual(22);
  await whatsApp.close();
  await expect(page.getByText('Siti Rahmawati ditandai sudah dikirim')).toBeVisible();
  await expect(siti).not.toContainText('Belum dikirim');

  // The guest opens the personal link on a phone and answers for both sessions.
  const guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const guest = await guestContext.newPage();
  await guest.goto(personalLink);
  await expect(guest.getByText('Ibu Siti Rahmawati').first()).toBeVisible();
  await guest.getByRole('link', { name: 'Buka Undangan' }).click();
  await expect(guest.getByRole('img', { name: 'Kode QR check-in untuk Siti Rahmawati' })).toBeVisible();
  const rsvp = guest.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  await expect(rsvp.getByText('Atas nama', { exact: false })).toContainText('Ibu Siti Rahmawati');
  await expect(rsvp.getByLabel('Nama')).toHaveCount(0);
  const akad = rsvp.getByRole('group', { name: /^Akad Nikah/ });
  await akad.getByRole('radio', { name: 'Hadir', exact: true }).check();
  await akad.getByLabel('Jumlah tamu').selectOption({ label: '2 orang' });
  const resepsi = rsvp.getByRole('group', { name: /^Resepsi/ });
  await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
  await resepsi.getByLabel('Jumlah tamu').selectOption({ label: '2 orang' });
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(rsvp.getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await guestContext.close();

  // The couple's list shows the opening and the answer.
  await page.reload();
  await expect(siti).toContainText('Dibuka 1 kali');
  await expect(siti).toContainText(/Akad Nikah: Hadir \(2\)/);
  await expect(siti).toContainText(/Resepsi: Hadir \(2\)/);

  // At the door: the usher types the guest's code, sees the RSVP and checks two people in.
  await page.goto('/guests/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in Tamu', level: 1 })).toBeVisible();
  const door = page.getByRole('main');
  await door.getByLabel('Ketik kode atau link tamu').fill(guestCode);
  await door.getByRole('button', { name: 'Cari', exact: true }).click();
  const arrival = door.getByLabel('Tamu yang datang', { exact: true });
  await expect(arrival.getByText('Ibu Siti Rahmawati')).toBeVisible();
  await expect(arrival.getByText('RSVP: 2 orang hadir')).toBeVisible();
  await expect(arrival.getByText('Kuota 3 orang')).toBeVisible();
  await expect(arrival.getByRole('status')).toHaveText('2');
  await arrival.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(
    door.getByRole('status').filter({ hasText: 'Siti Rahmawati tercatat hadir, 2 orang.' }),
  ).toBeVisible();

  // A second try is refused with who checked the guest in.
  await door.getByLabel('Ketik kode atau link tamu').fill(personalLink);
  await door.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(arrival.getByText(/Sudah check-in pukul .+ \(2 orang\)\./)).toBeVisible();

  // And the list says the guest has arrived.
  await page.goto('/guests');
  await expect(siti).toContainText('2 orang');
});
