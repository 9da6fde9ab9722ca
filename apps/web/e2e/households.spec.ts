import { expect, test, type Browser } from '@playwright/test';
import { apiCall } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { coupleWithInvitation } from './support/invitation';
import { guestPhone, ON_SMALL_PHONE, SMALL_PHONE } from './support/phone';

test.use(ON_SMALL_PHONE);

/**
 * A household answers on one phone: at the akad only the first member, at the resepsi both members and
 * a plus-one they name; the page greets the household by its name.
 */
async function answerAsHousehold(
  browser: Browser,
  link: string,
  household: string,
  members: [string, string],
  plusOne: string,
  javaScriptEnabled: boolean,
) {
  const context = await guestPhone(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText(household).first()).toBeVisible();
  const rsvp = page.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  const akad = rsvp.getByRole('group', { name: /^Akad Nikah/ });
  await akad
    .getByRole('group', { name: members[0] })
    .getByRole('radio', { name: 'Hadir', exact: true })
    .check();
  await akad.getByRole('group', { name: members[1] }).getByRole('radio', { name: 'Tidak hadir' }).check();
  const resepsi = rsvp.getByRole('group', { name: /^Resepsi/ });
  for (const member of members) {
    await resepsi
      .getByRole('group', { name: member })
      .getByRole('radio', { name: 'Hadir', exact: true })
      .check();
  }
  await resepsi.getByLabel('Jumlah tamu pendamping').selectOption('1');
  await resepsi.getByLabel('Nama tamu pendamping 1 (opsional)').fill(plusOne);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(page.getByRole('region', { name: 'Konfirmasi Kehadiran' }).getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  // Opened again, the page shows who comes and keeps the plus-one's name.
  await page.goto(link);
  const again = page.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  await expect(
    again
      .getByRole('group', { name: /^Akad Nikah/ })
      .getByRole('group', { name: members[1] })
      .getByRole('radio', { name: 'Tidak hadir' }),
  ).toBeChecked();
  await expect(
    again.getByRole('group', { name: /^Resepsi/ }).getByLabel('Nama tamu pendamping 1 (opsional)'),
  ).toHaveValue(plusOne);
  await context.close();
}

test('a couple adds a household on a phone, households answer per member with a plus-one with and without JavaScript, and the list shows who comes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'kk');

  // The couple adds the Harto household in the guest dialog.
  await page.goto('/guests');
  await page.getByRole('button', { name: 'Tambah Tamu' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Tamu' });
  await dialog.getByRole('textbox', { name: 'Nama' }).fill('Keluarga Bapak Harto');
  await dialog.getByRole('button', { name: 'Tambah anggota' }).click();
  await dialog.getByRole('textbox', { name: 'Anggota 1' }).fill('Pak Harto');
  await dialog.getByRole('button', { name: 'Tambah anggota' }).click();
  await dialog.getByRole('textbox', { name: 'Anggota 2' }).fill('Bu Harto');
  await dialog.getByRole('spinbutton', { name: 'Jumlah orang' }).fill('3');
  await dialog.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(dialog).toBeHidden();

  const list = await apiCall<{ data: { name: string; link: string }[] }>(
    request,
    'GET',
    `/api/invitations/${invitationId}/guests?perPage=100`,
    { token },
  );
  const harto = list.data.find((guest) => guest.name === 'Keluarga Bapak Harto')!;
  const wibowo = await apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
    token,
    data: { name: 'Keluarga Wibowo', quota: 3, members: [{ name: 'Pak Wibowo' }, { name: 'Bu Wibowo' }] },
  });

  await answerAsHousehold(
    browser,
    harto.link,
    'Keluarga Bapak Harto',
    ['Pak Harto', 'Bu Harto'],
    'Rina',
    true,
  );
  await answerAsHousehold(browser, wibowo.link, 'Keluarga Wibowo', ['Pak Wibowo', 'Bu Wibowo'], '', false);

  // The couple sees each household's members and who of them comes.
  await page.goto('/guests');
  const cards = page.getByRole('list', { name: 'Daftar tamu' });
  const hartoCard = cards.getByRole('listitem').filter({ hasText: 'Keluarga Bapak Harto' });
  await expect(hartoCard.getByText(/Keluarga · 2 orang/)).toBeVisible();
  await expect(hartoCard.getByText('hadir: Pak Harto · tidak hadir: Bu Harto')).toBeVisible();
  await expect(hartoCard.getByText('hadir: Pak Harto, Bu Harto, Rina')).toBeVisible();
  const wibowoCard = cards.getByRole('listitem').filter({ hasText: 'Keluarga Wibowo' });
  await expect(wibowoCard.getByText('hadir: Pak Wibowo, Bu Wibowo, Tamu pendamping 1')).toBeVisible();
});

/**
 * One guest with two plus-one places answers on a phone: the akad with one named plus-one and one left
 * blank, the resepsi alone; with the page's script the name fields follow the count chosen.
 */
async function answerWithPlusOnes(browser: Browser, link: string, javaScriptEnabled: boolean) {
  const context = await guestPhone(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.goto(link);
  const rsvp = page.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  const akad = rsvp.getByRole('group', { name: /^Akad Nikah/ });
  await akad.getByRole('radio', { name: 'Hadir', exact: true }).check();
  if (javaScriptEnabled) await expect(akad.getByLabel('Nama tamu pendamping 1 (opsional)')).toBeHidden();
  await akad.getByLabel('Jumlah tamu').selectOption('3');
  await akad.getByLabel('Nama tamu pendamping 1 (opsional)').fill('Dewi');
  const resepsi = rsvp.getByRole('group', { name: /^Resepsi/ });
  await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
  if (javaScriptEnabled) {
    await expect(resepsi.getByLabel('Nama tamu pendamping 1 (opsional)')).toBeHidden();
    await expectNoAxeViolations(page);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(page.getByRole('region', { name: 'Konfirmasi Kehadiran' }).getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  await page.goto(link);
  const again = page.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  await expect(again.getByText('Hadir · 3 orang').first()).toBeVisible();
  await expect(again.getByText(/Dewi, Tamu pendamping 1/).first()).toBeVisible();
  await expect(
    again.getByRole('group', { name: /^Akad Nikah/ }).getByLabel('Nama tamu pendamping 1 (opsional)'),
  ).toHaveValue('Dewi');
  await context.close();
}

test('one guest names their plus-ones on a phone, with and without JavaScript, and the list shows them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'po', 'Laras Wulandari');
  const add = (name: string) =>
    apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
      token,
      data: { name, quota: 3 },
    });
  const rina = await add('Rina Kusuma');
  const tono = await add('Tono Prasetyo');
  await answerWithPlusOnes(browser, rina.link, true);
  await answerWithPlusOnes(browser, tono.link, false);

  await page.goto('/guests');
  const cards = page.getByRole('list', { name: 'Daftar tamu' });
  for (const name of ['Rina Kusuma', 'Tono Prasetyo']) {
    const card = cards.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText(`hadir: ${name}, Dewi, Tamu pendamping 1`)).toBeVisible();
  }
});

test('the couple lets a household in at the door in two parts on a phone, and the list shows who came', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'pt');
  await apiCall(request, 'POST', `/api/invitations/${invitationId}/guests`, {
    token,
    data: {
      name: 'Keluarga Bapak Harto',
      quota: 3,
      members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
    },
  });

  const openHarto = async () => {
    await page.getByRole('tab', { name: 'Cari nama' }).click();
    await page.getByLabel('Nama tamu').fill('Harto');
    await page
      .getByRole('list', { name: 'Hasil pencarian tamu' })
      .getByRole('button', { name: /Keluarga Bapak Harto/ })
      .click();
    return page.getByLabel('Tamu yang datang', { exact: true });
  };

  // Pak and Bu Harto arrive first; Dimas is not with them.
  await page.goto('/guests/check-in');
  let card = await openHarto();
  await card.getByRole('checkbox', { name: 'Dimas' }).uncheck();
  await expect(card.locator('output')).toHaveText('2');
  await card.getByRole('button', { name: 'Check-in' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Keluarga Bapak Harto tercatat hadir, 2 orang.' }),
  ).toBeVisible();

  // Dimas comes later: the door shows who is already in and lets him in alone.
  card = await openHarto();
  await expect(card.getByText(/Sebagian sudah masuk: 2 orang/)).toBeVisible();
  const pak = card.getByRole('checkbox', { name: /^Pak Harto/ });
  await expect(pak).toBeChecked();
  await expect(pak).toBeDisabled();
  await expect(
    card.getByRole('checkbox', { name: /^Bu Harto · sudah masuk .* oleh Sekar Ayuningtyas/ }),
  ).toBeDisabled();
  await expect(card.getByRole('checkbox', { name: 'Dimas' })).toBeChecked();
  await expect(card.locator('output')).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await card.getByRole('button', { name: 'Check-in' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Keluarga Bapak Harto: Dimas menyusul masuk, 1 orang (kini 3 orang).' }),
  ).toBeVisible();

  // Everyone in: a third time the door says so, as for any guest checked in.
  card = await openHarto();
  await expect(card.getByText(/Sudah check-in pukul .* \(3 orang\)/)).toBeVisible();

  await page.goto('/guests');
  const harto = page
    .getByRole('list', { name: 'Daftar tamu' })
    .getByRole('listitem')
    .filter({ hasText: 'Keluarga Bapak Harto' });
  await expect(harto.getByText('masuk: Pak Harto, Bu Harto, Dimas')).toBeVisible();
});
