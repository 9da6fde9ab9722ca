import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { coupleWithInvitation } from './support/invitation';
import { ON_SMALL_PHONE, SMALL_PHONE } from './support/phone';

/** An usher's phone: a browser of its own, no account, in WIB. */
async function usherPhone(browser: Browser): Promise<{ context: BrowserContext; phone: Page }> {
  const context = await browser.newContext({
    ...ON_SMALL_PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return { context, phone: await context.newPage() };
}

const connection = (phone: Page) => phone.getByRole('status', { name: 'Status koneksi' });
const card = (phone: Page) => phone.getByLabel('Tamu yang datang', { exact: true });

/** Types a guest's QR content (their personal link, or the bare code) into the door, as a scanner reads it. */
async function scan(phone: Page, text: string, fullName: string) {
  await phone.getByRole('tab', { name: 'Pindai QR' }).click();
  await phone.getByLabel('Ketik kode atau link tamu').fill(text);
  await phone.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(card(phone).getByText(fullName)).toBeVisible();
}

async function findByName(phone: Page, typed: string, fullName: string) {
  await phone.getByRole('tab', { name: 'Cari nama' }).click();
  await phone.getByLabel('Nama tamu').fill(typed);
  await phone
    .getByRole('list', { name: 'Hasil pencarian tamu' })
    .getByRole('button', { name: new RegExp(fullName) })
    .click();
  await expect(card(phone).getByText(fullName)).toBeVisible();
}

test('an usher’s phone checks guests in without signal, sends them when the signal returns, and a second usher reads who let them in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'offline');
  const guests: Record<string, { code: string; link: string }> = {};
  for (const guest of [
    { name: 'Siti Rahmawati', salutation: 'Ibu', quota: 3 },
    { name: 'Budi Santoso', salutation: 'Bapak', quota: 1 },
    { name: 'Dewi Lestari', salutation: 'Saudari', quota: 2 },
    { name: 'Rina Wulandari', salutation: 'Ibu', quota: 1 },
  ]) {
    guests[guest.name] = await apiCall(request, 'POST', `/api/invitations/${invitationId}/guests`, {
      token,
      data: guest,
    });
  }
  const ushers: Record<string, { link: string; token: string }> = {};
  for (const name of ['Usher Gerbang', 'Usher Aula']) {
    ushers[name] = await apiCall(request, 'POST', `/api/invitations/${invitationId}/ushers`, {
      token,
      data: { name },
    });
  }
  const gateLink = ushers['Usher Gerbang']!;

  // The link is an installable app: its manifest names the link it opens.
  const manifest = await request.get(`/api/usher/manifest/${gateLink.token}`);
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({
    start_url: `/check-in/${gateLink.token}`,
    icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/usher-192.png' })]),
  });
  expect((await request.get('/icons/usher-512.png')).headers()['content-type']).toBe('image/png');
  expect((await request.get('/usher-sw.js')).headers()['cache-control']).toBe('no-cache');

  // The gate's usher opens the link online: the worker installs and keeps the files the page loaded.
  const gate = await usherPhone(browser);
  await gate.phone.goto(gateLink.link);
  await expect(gate.phone.getByText('Pernikahan Sekar & Dimas · penerima tamu: Usher Gerbang')).toBeVisible();
  await expect(connection(gate.phone)).toContainText('Online · 0 menunggu dikirim · daftar diperbarui');
  await expect(gate.phone.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    `/api/usher/manifest/${gateLink.token}`,
  );
  await expect
    .poll(() =>
      gate.phone.evaluate(async () => {
        const files = await caches.open('usher-files-v1');
        const kept = new Set((await files.keys()).map((entry) => new URL(entry.url).pathname));
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/'));
        const shell = await (await caches.open('usher-shell-v1')).match('/check-in/');
        return loaded.length > 0 && loaded.every((path) => kept.has(path)) && shell !== undefined;
      }),
    )
    .toBe(true);

  // The signal goes; the usher reloads the page, and it opens from the phone.
  await gate.context.setOffline(true);
  await gate.phone.reload();
  await expect(gate.phone.getByText('Pernikahan Sekar & Dimas · penerima tamu: Usher Gerbang')).toBeVisible();
  await expect(connection(gate.phone)).toContainText('Offline · 0 menunggu dikirim');
  const waiting = '(tersimpan di ponsel, menunggu dikirim)';

  // Three guests by QR and by name, a walk-in, and a souvenir: all on the phone, waiting to be sent.
  await scan(gate.phone, guests['Siti Rahmawati']!.link, 'Ibu Siti Rahmawati');
  await card(gate.phone).getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(gate.phone.getByText(`Siti Rahmawati tercatat hadir, 3 orang. ${waiting}`)).toBeVisible();
  await scan(gate.phone, guests['Budi Santoso']!.code, 'Bapak Budi Santoso');
  await card(gate.phone).getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(gate.phone.getByText(`Budi Santoso tercatat hadir, 1 orang. ${waiting}`)).toBeVisible();
  await findByName(gate.phone, 'dewi', 'Saudari Dewi Lestari');
  await card(gate.phone).getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(gate.phone.getByText(`Dewi Lestari tercatat hadir, 2 orang. ${waiting}`)).toBeVisible();

  await gate.phone.getByRole('button', { name: 'Tamu tanpa undangan' }).click();
  const walkIn = gate.phone.getByRole('dialog', { name: 'Tamu Tanpa Undangan' });
  await walkIn.getByRole('textbox', { name: 'Nama', exact: true }).fill('Rudi Hartono');
  await walkIn.getByLabel('Jumlah orang datang').fill('2');
  await walkIn.getByRole('button', { name: 'Tambah & check-in' }).click();
  await expect(
    gate.phone.getByText(`Rudi Hartono ditambahkan dan tercatat hadir, 2 orang. ${waiting}`),
  ).toBeVisible();

  await findByName(gate.phone, 'rina', 'Ibu Rina Wulandari');
  await card(gate.phone).getByRole('button', { name: 'Souvenir diberikan' }).click();
  await expect(card(gate.phone)).toContainText(
    /Souvenir sudah diberikan pukul \d\d\.\d\d oleh Usher Gerbang\./,
  );
  await card(gate.phone).getByRole('button', { name: 'Batal' }).click();

  await expect(connection(gate.phone)).toContainText('Offline · 5 menunggu dikirim');
  const totals = gate.phone.getByRole('region', { name: 'Kedatangan tamu' });
  await expect(totals).toContainText('4 / 5 tamu');
  await expect(totals).toContainText('1 souvenir diberikan');
  expect(await gate.phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await expectNoAxeViolations(gate.phone);

  // The signal returns: the queue goes out on its own.
  await gate.context.setOffline(false);
  await expect(connection(gate.phone)).toContainText('Online · 0 menunggu dikirim', { timeout: 20_000 });

  // The hall's usher, on another phone, scans Siti: the card says the gate let her in.
  const hall = await usherPhone(browser);
  await hall.phone.goto(ushers['Usher Aula']!.link);
  await expect(connection(hall.phone)).toContainText('Online · 0 menunggu dikirim');
  await scan(hall.phone, guests['Siti Rahmawati']!.link, 'Ibu Siti Rahmawati');
  await expect(card(hall.phone)).toContainText(
    /Sudah check-in pukul \d\d\.\d\d oleh Usher Gerbang \(3 orang\)\./,
  );
  await expect(card(hall.phone).getByRole('button', { name: 'Check-in', exact: true })).toHaveCount(0);

  // The couple's list holds the walk-in, let in by the gate.
  await page.goto('/guests');
  const row = page
    .getByRole('grid', { name: 'Daftar tamu' })
    .getByRole('row')
    .filter({ hasText: 'Rudi Hartono' });
  await expect(row).toContainText('2 orang', { timeout: 20_000 });
  await expect(row).toContainText('oleh Usher Gerbang');

  await gate.context.close();
  await hall.context.close();
});
