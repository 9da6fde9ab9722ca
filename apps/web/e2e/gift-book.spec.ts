import { expect, test } from '@playwright/test';
import { apiCall } from './support/api';
import { coupleWithInvitation } from './support/invitation';

/** The smallest phone the dashboard is made for. */
const SMALL_PHONE = { width: 360, height: 740 };

test.use({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });

type TGuestRow = { id: string; name: string; link: string };

test('an usher notes an envelope at the door, a guest tells of a transfer on their page, and the couple keeps and exports the gift book', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { slug, invitationId, token } = await coupleWithInvitation(page, request, 'kondangan');
  // The page shows a digital envelope: the guest's "Saya sudah transfer" is taken only then.
  const invitation = await apiCall<{ version: number; content: Record<string, unknown> }>(
    request,
    'GET',
    `/api/invitations/${invitationId}`,
    { token },
  );
  await apiCall(request, 'PATCH', `/api/invitations/${invitationId}`, {
    token,
    data: {
      version: invitation.version,
      content: {
        ...invitation.content,
        giftAccounts: [{ type: 'bank', provider: 'BCA', number: '1234567890', holder: 'Sekar Ayuningtyas' }],
      },
    },
  });
  const guests: Record<string, TGuestRow> = {};
  for (const guest of [
    { name: 'Siti Rahmawati', salutation: 'Ibu', quota: 2 },
    { name: 'Budi Santoso', salutation: 'Bapak', quota: 1 },
  ]) {
    guests[guest.name] = await apiCall<TGuestRow>(
      request,
      'POST',
      `/api/invitations/${invitationId}/guests`,
      {
        token,
        data: guest,
      },
    );
  }
  const usher = await apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/ushers`, {
    token,
    data: { name: 'Mas Joko' },
  });

  // At the door: the usher finds Siti and notes her envelope, and reads back only that.
  const door = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
  const phone = await door.newPage();
  await phone.goto(usher.link);
  await phone.getByRole('tab', { name: 'Cari nama' }).click();
  await phone.getByLabel('Nama tamu').fill('siti');
  await phone
    .getByRole('list', { name: 'Hasil pencarian tamu' })
    .getByRole('button', { name: /Siti Rahmawati/ })
    .click();
  await phone.getByRole('button', { name: 'Catat amplop / hadiah' }).click();
  const note = phone.getByRole('dialog', { name: 'Catat pemberian Siti Rahmawati' });
  await note.getByLabel('Nominal (Rp, opsional)').fill('300.000');
  await note.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    phone.getByRole('status').filter({ hasText: 'Tercatat: Amplop Rp 300.000 dari Siti Rahmawati' }),
  ).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await door.close();

  // Budi transferred to the digital envelope and says so on his own page.
  const guestContext = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`${guests['Budi Santoso']!.link}#transfer`);
  const report = guestPage.getByRole('region', { name: 'Sudah Mengirim Tanda Kasih?' });
  await report.getByLabel('Nominal (opsional)').fill('500.000');
  await report.getByLabel('Pesan (opsional)').fill('Selamat menempuh hidup baru');
  await report.getByRole('button', { name: 'Saya sudah transfer' }).click();
  await expect(report.getByRole('status')).toHaveText('Terima kasih, kabar transfer Anda sudah kami terima.');
  // Nothing of it shows on the page, to him or to anyone else.
  await guestPage.goto(`/u/${slug}`);
  await expect(guestPage.getByText('Selamat menempuh hidup baru')).toHaveCount(0);
  await guestContext.close();

  // The couple sees both, with totals; the transfer counts once they confirm it.
  await page.goto(`/gift-book?invitation=${invitationId}`);
  await expect(page.getByRole('heading', { name: 'Buku Kondangan', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Ringkasan Buku Kondangan' });
  await expect(totals).toContainText('Di pintuRp 300.000');
  await expect(totals).toContainText('Menunggu konfirmasiRp 500.000');
  await expect(page.getByText('Penerima tamu: Mas Joko')).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi Budi Santoso' }).click();
  await expect(totals).toContainText('Total diterimaRp 800.000');
  await expect(totals).toContainText('Lewat transferRp 500.000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`buku-kondangan-${slug}.csv`);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text).toContain('Siti Rahmawati,,Amplop,300000,,Di pintu,Penerima tamu: Mas Joko,Terkonfirmasi');
  expect(text).toContain('Budi Santoso,,Transfer,500000,Selamat menempuh hidup baru,Transfer');
});
