import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall } from './support/api';
import { coupleWithInvitation } from './support/invitation';
import { PHONE } from './support/shell';

const REVOKED = 'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.';

/** The wall clock of a venue in WIB (UTC+7), the zone of this invitation's events. */
function wib(at: number): { date: string; time: string } {
  const local = new Date(at + 7 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}`,
    time: `${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())}`,
  };
}

/** Each minute the clock showed between two moments, for a check-in whose exact second is unknown. */
function minutesBetween(from: number, to: number): { date: string; time: string }[] {
  const seen = new Map<string, { date: string; time: string }>();
  for (let at = from - (from % 60_000); at <= to; at += 60_000) {
    const clock = wib(at);
    seen.set(`${clock.date} ${clock.time}`, clock);
  }
  return [...seen.values()];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An usher's phone: a browser of its own, no account, opening the link the couple sent. */
async function usherPhone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const phone = await context.newPage();
  await phone.goto(link);
  return phone;
}

/** Finds a guest by name on an usher's phone and opens the guest's arrival card. */
async function openByName(phone: Page, typed: string, fullName: string) {
  await phone.getByRole('tab', { name: 'Cari nama' }).click();
  await phone.getByLabel('Nama tamu').fill(typed);
  await phone
    .getByRole('list', { name: 'Hasil pencarian tamu' })
    .getByRole('button', { name: new RegExp(escape(fullName)) })
    .click();
  const card = phone.getByLabel('Tamu yang datang', { exact: true });
  await expect(card.getByText(fullName)).toBeVisible();
  return card;
}

const totals = (phone: Page) => phone.getByRole('region', { name: 'Kedatangan tamu' });

test('two ushers check guests in at the door on their phones, and the couple sees who let each guest in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'ushers');
  for (const guest of [
    { name: 'Siti Rahmawati', salutation: 'Ibu', phone: '0812 3456 7801', group: 'Keluarga', quota: 3 },
    { name: 'Budi Santoso', salutation: 'Bapak', phone: '0813 1234 5602', group: 'Teman Kantor', quota: 1 },
    { name: 'Dewi Lestari', salutation: 'Saudari', phone: '0857 1234 5603', group: 'Keluarga', quota: 2 },
  ]) {
    await apiCall(request, 'POST', `/api/invitations/${invitationId}/guests`, { token, data: guest });
  }

  // The couple hands out two access links from the check-in screen, one per usher.
  await page.goto('/guests/check-in');
  await expect(page.getByRole('heading', { name: 'Check-in Tamu', level: 1 })).toBeVisible();
  const access = page.getByRole('region', { name: 'Akses Penerima Tamu' });
  await expect(access.getByText('Belum ada akses penerima tamu.')).toBeVisible();
  const links: Record<string, string> = {};
  for (const name of ['Usher Gerbang', 'Usher Aula']) {
    await access.getByLabel('Nama penerima tamu').fill(name);
    await access.getByRole('button', { name: 'Buat link' }).click();
    await expect(access.getByText(`Link untuk ${name} dibuat.`, { exact: false })).toBeVisible();
    links[name] = await access.getByRole('textbox', { name: 'Link check-in' }).inputValue();
    expect(links[name]).toMatch(/\/check-in\/[A-Za-z0-9_-]{32}$/);
  }
  const accessList = access.getByRole('list', { name: 'Daftar akses penerima tamu' });
  await expect(accessList.getByRole('listitem')).toHaveCount(2);

  // Two phones, no account: each link opens the same invitation's door, named for its usher.
  const gate = await usherPhone(browser, links['Usher Gerbang']!);
  const hall = await usherPhone(browser, links['Usher Aula']!);
  for (const [phone, name] of [
    [gate, 'Usher Gerbang'],
    [hall, 'Usher Aula'],
  ] as const) {
    await expect(phone.getByRole('heading', { name: 'Check-in Tamu', level: 1 })).toBeVisible();
    await expect(phone.getByText(`Pernikahan Sekar & Dimas · penerima tamu: ${name}`)).toBeVisible();
    await expect(totals(phone)).toContainText('0 / 3 tamu');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }

  // Siti's family reaches both ushers at once: both open her card, the gate is quicker.
  const gateCard = await openByName(gate, 'siti', 'Ibu Siti Rahmawati');
  const hallCard = await openByName(hall, 'Rahma', 'Ibu Siti Rahmawati');
  await expect(gateCard.getByText('Kuota 3 orang')).toBeVisible();
  await expect(gateCard.getByRole('status')).toHaveText('3');
  const before = Date.now();
  await gateCard.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(
    gate.getByRole('status').filter({ hasText: 'Siti Rahmawati tercatat hadir, 3 orang.' }),
  ).toBeVisible();
  const sitiMinutes = minutesBetween(before, Date.now());

  // The hall's card was opened before that: its check-in is refused, naming the gate's usher and the time.
  await hallCard.getByRole('button', { name: 'Check-in', exact: true }).click();
  const refused = hall.getByRole('alert').filter({ hasText: 'sudah check-in' });
  await expect(refused).toHaveText(
    new RegExp(
      `^Siti Rahmawati sudah check-in (${sitiMinutes.map((m) => escape(`${m.date} pukul ${m.time}`)).join('|')}) WIB oleh Usher Gerbang\\.$`,
    ),
  );

  // The hall lets Budi in.
  const budiCard = await openByName(hall, 'Budi', 'Bapak Budi Santoso');
  await budiCard.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(
    hall.getByRole('status').filter({ hasText: 'Budi Santoso tercatat hadir, 1 orang.' }),
  ).toBeVisible();

  // Both phones' totals come to two arrivals on their own: the gate never reloads.
  await expect(totals(hall)).toContainText('2 / 3 tamu');
  await expect(totals(gate)).toContainText('2 / 3 tamu', { timeout: 15_000 });
  await expect(totals(gate)).toContainText('4 orang');
  await expect(totals(gate).getByText('Budi Santoso')).toBeVisible();

  // Siti's family tries again at the hall: the search and her card say who let her in, and when.
  await hall.getByLabel('Nama tamu').fill('Siti');
  const sitiResult = hall
    .getByRole('list', { name: 'Hasil pencarian tamu' })
    .getByRole('button', { name: /Siti Rahmawati/ });
  await expect(sitiResult).toContainText('Sudah check-in oleh Usher Gerbang');
  await sitiResult.click();
  const again = hall.getByLabel('Tamu yang datang', { exact: true });
  await expect(again).toContainText(
    new RegExp(
      `Sudah check-in pukul (${sitiMinutes.map((m) => escape(m.time)).join('|')}) oleh Usher Gerbang \\(3 orang\\)\\.`,
    ),
  );
  await expect(again.getByRole('button', { name: 'Check-in', exact: true })).toHaveCount(0);
  await again.getByRole('button', { name: 'Tutup' }).click();

  // Dewi brings two more people than her quota: a warning, and a check-in only once confirmed.
  const dewiCard = await openByName(gate, 'Dewi', 'Saudari Dewi Lestari');
  await expect(dewiCard.getByText('Kuota 2 orang')).toBeVisible();
  await dewiCard.getByRole('button', { name: 'Tambah jumlah orang' }).click();
  await dewiCard.getByRole('button', { name: 'Tambah jumlah orang' }).click();
  await expect(dewiCard.getByRole('status')).toHaveText('4');
  await expect(dewiCard.getByText('4 orang melebihi kuota 2 orang.', { exact: false })).toBeVisible();
  await expect(dewiCard.getByRole('button', { name: 'Check-in', exact: true })).toHaveCount(0);
  await dewiCard.getByRole('button', { name: 'Konfirmasi & check-in' }).click();
  await expect(
    gate.getByRole('status').filter({ hasText: 'Dewi Lestari tercatat hadir, 4 orang.' }),
  ).toBeVisible();
  await expect(totals(gate)).toContainText('3 / 3 tamu');
  await expect(totals(hall)).toContainText('3 / 3 tamu', { timeout: 15_000 });

  // The couple's guest list shows each arrival with the usher who let the guest in.
  await page.goto('/guests');
  const grid = page.getByRole('grid', { name: 'Daftar tamu' });
  // The header row and the three guests; the list screen is the heaviest the couple opens, and this
  // journey keeps two phones polling beside it, so it gets a loaded machine's time to draw.
  await expect(grid.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  const row = (name: string) => grid.getByRole('row').filter({ hasText: name });
  await expect(row('Siti Rahmawati')).toContainText('3 orang');
  await expect(row('Siti Rahmawati')).toContainText('oleh Usher Gerbang');
  await expect(row('Budi Santoso')).toContainText('1 orang');
  await expect(row('Budi Santoso')).toContainText('oleh Usher Aula');
  await expect(row('Dewi Lestari')).toContainText('4 orang');
  await expect(row('Dewi Lestari')).toContainText('oleh Usher Gerbang');

  // Back at the access list: each usher's count, then the hall's access is revoked.
  await page.goto('/guests/check-in');
  const gateAccess = accessList.getByRole('listitem').filter({ hasText: 'Usher Gerbang' });
  const hallAccess = accessList.getByRole('listitem').filter({ hasText: 'Usher Aula' });
  await expect(gateAccess).toContainText('2 check-in');
  await expect(hallAccess).toContainText('1 check-in');
  await hallAccess.getByRole('button', { name: 'Cabut' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cabut akses?' });
  await expect(confirm).toContainText('Link Usher Aula langsung berhenti berfungsi.');
  await confirm.getByRole('button', { name: 'Cabut' }).click();
  await expect(confirm).toBeHidden();
  await expect(hallAccess).toContainText('Dicabut');
  await expect(gateAccess.getByRole('button', { name: 'Cabut' })).toBeVisible();

  // The hall's phone, left open, loses the door with a clear reason; reopening the link says the same.
  await expect(hall.getByRole('alert').filter({ hasText: REVOKED })).toBeVisible({ timeout: 15_000 });
  await expect(hall.getByLabel('Nama tamu')).toHaveCount(0);
  await expect(totals(hall)).toHaveCount(0);
  await hall.reload();
  await expect(hall.getByRole('heading', { name: 'Check-in Tamu', level: 1 })).toBeVisible();
  await expect(hall.getByRole('alert').filter({ hasText: REVOKED })).toBeVisible();
  await expect(totals(hall)).toHaveCount(0);

  // The gate keeps working.
  await gate.getByLabel('Nama tamu').fill('Budi');
  await expect(
    gate.getByRole('list', { name: 'Hasil pencarian tamu' }).getByRole('button', { name: /Budi Santoso/ }),
  ).toContainText('Sudah check-in oleh Usher Aula');
  await expect(gate.getByRole('alert').filter({ hasText: REVOKED })).toHaveCount(0);

  // The resepsi has a door of its own: Siti, in at the akad, is let in there again, and the couple's
  // list shows both arrivals.
  await gate.getByLabel('Sesi acara').selectOption('resepsi');
  await gate.getByLabel('Nama tamu').fill('Siti');
  const atResepsi = gate
    .getByRole('list', { name: 'Hasil pencarian tamu' })
    .getByRole('button', { name: /Siti Rahmawati/ });
  await expect(atResepsi).not.toContainText('Sudah check-in');
  await atResepsi.click();
  const resepsiCard = gate.getByLabel('Tamu yang datang', { exact: true });
  await expect(resepsiCard).not.toContainText('Sudah check-in');
  await resepsiCard.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(
    gate.getByRole('status').filter({ hasText: 'Siti Rahmawati tercatat hadir, 3 orang.' }),
  ).toBeVisible();
  await page.goto('/guests');
  await expect(row('Siti Rahmawati')).toContainText(/Akad Nikah: .*Resepsi: /);

  await gate.context().close();
  await hall.context().close();
});
