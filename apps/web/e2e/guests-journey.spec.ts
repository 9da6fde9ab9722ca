import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { apiCall } from './support/api';
import { coupleWithInvitation } from './support/invitation';
import { PHONE } from './support/shell';
import { keepWhatsAppLocal } from './support/whatsapp';

/** A small guest list as a couple writes it: a quoted comma, a BOM, one row without a name and a bad number. */
const GUEST_CSV =
  '\uFEFFNama,Sapaan,No. WhatsApp,Kelompok,Jumlah orang\n' +
  'Siti Rahmawati,Ibu,0812-3456-7801,Keluarga,3\n' +
  '"Budi Santoso, S.T.",Bapak,+62 813 1234 5602,Teman Kantor,1\n' +
  'Dewi Lestari,Saudara/i,6285712345603,Keluarga,2\n' +
  ',Bapak,0812 9876 5404,Keluarga,1\n' +
  'Andi Wijaya,Bapak,12345,Teman Kantor,1\n';

/** The row of one guest in the list, found by the guest's name. */
const guestRow = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Daftar tamu' }).getByRole('row').filter({ hasText: name });

test('a couple imports a guest list, sends one guest by WhatsApp, the guest answers on a phone and is checked in at the door', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { slug } = await coupleWithInvitation(page, request, 'guests-journey');
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
  await expect(rsvp.getByLabel('Nama', { exact: true })).toHaveCount(0);
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

/**
 * A camera's view of a guest's phone screen as Chromium's fake capture device plays it: a Y4M file
 * (4:2:0, full-range luma) whose frames all show the QR of the text on a white background.
 */
async function writeQrVideo(file: string, text: string): Promise<void> {
  const [width, height] = [640, 480];
  const qr = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 400 });
  const luma = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, gravity: 'centre' }])
    .greyscale()
    .raw()
    .toColourspace('b-w')
    .toBuffer();
  if (luma.length !== width * height) throw new Error('The QR frame is not one byte of luma per pixel');
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F25:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test("the door scans a guest's QR code with the camera and checks the guest in", async ({
  page,
  request,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'qr');
  const guest = await apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
    token,
    data: { name: 'Rudi Hartono', salutation: 'Bapak', phone: '0812 3456 7811', group: 'VIP', quota: 2 },
  });

  // The usher's phone: a browser whose camera sees the guest's QR (the personal link).
  const video = testInfo.outputPath('qr-camera.y4m');
  await writeQrVideo(video, guest.link);
  const launch = testInfo.project.use.launchOptions ?? {};
  const camera = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
      storageState: await page.context().storageState(),
    });
    const usher = await context.newPage();
    await usher.goto('/guests/check-in');
    await expect(usher.getByRole('heading', { name: 'Check-in Tamu', level: 1 })).toBeVisible();
    const door = usher.getByRole('main');
    await expect(door.getByRole('tab', { name: 'Pindai QR' })).toHaveAttribute('aria-selected', 'true');

    // The scanner reads the code on its own and shows who arrived.
    const arrival = door.getByLabel('Tamu yang datang', { exact: true });
    await expect(arrival.getByText('Bapak Rudi Hartono')).toBeVisible({ timeout: 20_000 });
    await expect(arrival.getByText('VIP')).toBeVisible();
    await expect(arrival.getByText('Kuota 2 orang')).toBeVisible();
    await arrival.getByRole('button', { name: 'Check-in', exact: true }).click();
    await expect(
      door.getByRole('status').filter({ hasText: 'Rudi Hartono tercatat hadir, 2 orang.' }),
    ).toBeVisible();

    // The camera is back and still sees the same QR: the second scan says who came first.
    await expect(arrival.getByText(/Sudah check-in pukul .+ \(2 orang\)\./)).toBeVisible({ timeout: 20_000 });
    await context.close();
  } finally {
    await camera.close();
  }
});
