import { expect, test, type Browser } from '@playwright/test';
import { apiCall } from './support/api';
import { animationsFinished, wcagAxe } from './support/axe';
import { coupleWithInvitation } from './support/invitation';
import { guestPhone, ON_SMALL_PHONE, SMALL_PHONE } from './support/phone';

test.use(ON_SMALL_PHONE);

/** A guest answers on their own phone: the resepsi attended alone, the menu chosen for themselves. */
async function answerMenu(
  browser: Browser,
  link: string,
  name: string,
  menu: string,
  javaScriptEnabled: boolean,
) {
  const context = await guestPhone(browser, javaScriptEnabled);
  const page = await context.newPage();
  await page.goto(link);
  const rsvp = page.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  await rsvp
    .getByRole('group', { name: /^Akad Nikah/ })
    .getByRole('radio', { name: 'Tidak hadir' })
    .check();
  await rsvp
    .getByRole('group', { name: /^Resepsi/ })
    .getByRole('radio', { name: 'Hadir', exact: true })
    .check();
  await rsvp
    .getByRole('group', { name: 'Pilihan menu' })
    .getByRole('group', { name: `${name} (wajib)` })
    .getByRole('radio', { name: menu })
    .check();
  if (javaScriptEnabled) {
    // The questions keep the page's form accessible (fieldsets named by their legends, labelled fields).
    await animationsFinished(page);
    const { violations } = await wcagAxe(page).include('#rsvp').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(page.getByRole('region', { name: 'Konfirmasi Kehadiran' }).getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  // Opened again, the page shows the choice made.
  await page.goto(link);
  await expect(
    page.getByRole('group', { name: `${name} (wajib)` }).getByRole('radio', { name: menu }),
  ).toBeChecked();
  await context.close();
}

test('a couple adds a menu question, guests choose on the page with and without JavaScript, the dashboard counts the menu for the caterer and the guest list shows and filters the choices, on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'rq');
  const addGuest = (name: string) =>
    apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
      token,
      data: { name, quota: 1 },
    });
  const budi = await addGuest('Budi Santoso');
  const sari = await addGuest('Sari Wulandari');

  // The couple writes the menu question on the guests page.
  await page.goto('/guests');
  await page.getByRole('button', { name: 'Pertanyaan RSVP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pertanyaan RSVP' });
  await dialog.getByRole('button', { name: 'Tambah pertanyaan' }).click();
  const question = dialog.getByRole('region', { name: 'Pertanyaan 1' });
  await question.getByLabel('Pertanyaan (Bahasa Indonesia)').fill('Pilihan menu');
  const menu = dialog.getByRole('region', { name: 'Pilihan menu' });
  await menu.getByLabel('Pilihan 1', { exact: true }).fill('Ayam');
  await menu.getByLabel('Pilihan 2', { exact: true }).fill('Ikan');
  await menu.getByRole('button', { name: 'Tambah pilihan' }).click();
  await menu.getByLabel('Pilihan 3', { exact: true }).fill('Vegetarian');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SMALL_PHONE.width,
  );
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();

  // Budi answers with the page's script, Sari with a plain form post.
  await answerMenu(browser, budi.link, 'Budi Santoso', 'Ayam', true);
  await answerMenu(browser, sari.link, 'Sari Wulandari', 'Ikan', false);

  // The dashboard counts the resepsi's menu.
  await page.goto('/');
  await expect(page.getByText('Ayam 1 · Ikan 1 · Vegetarian 0')).toBeVisible();
  await expect(page.getByText('Pilihan menu · Resepsi')).toBeVisible();

  // The guest list shows each guest's choice, and filters by it.
  await page.goto('/guests');
  await expect(page.getByText('Budi Santoso: Ayam')).toBeVisible();
  await expect(page.getByText('Sari Wulandari: Ikan')).toBeVisible();
  await page.getByRole('combobox', { name: 'Jawaban pertanyaan' }).click();
  await page.getByRole('option', { name: 'Pilihan menu: Ikan' }).click();
  await expect(page.getByText('Budi Santoso: Ayam')).toBeHidden();
  await expect(page.getByText('Sari Wulandari: Ikan')).toBeVisible();
});

test('a household answers the menu question member by member without JavaScript, and the caterer counts each person, on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { invitationId, token } = await coupleWithInvitation(page, request, 'rqk');
  await apiCall(request, 'PUT', `/api/invitations/${invitationId}/rsvp-questions`, {
    token,
    data: {
      questions: [
        {
          kind: 'single',
          label: { id: 'Pilihan menu' },
          required: true,
          per: 'person',
          eventId: 'resepsi',
          options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }, { label: { id: 'Vegetarian' } }],
        },
      ],
    },
  });
  const harto = await apiCall<{ link: string }>(request, 'POST', `/api/invitations/${invitationId}/guests`, {
    token,
    data: {
      name: 'Keluarga Bapak Harto',
      quota: 3,
      members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
    },
  });

  // A plain form post, as on a phone whose browser runs no script: two of three come to the resepsi.
  const context = await guestPhone(browser, false);
  const guest = await context.newPage();
  await guest.goto(harto.link);
  const rsvp = guest.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  const akad = rsvp.getByRole('group', { name: /^Akad Nikah/ });
  const resepsi = rsvp.getByRole('group', { name: /^Resepsi/ });
  for (const member of ['Pak Harto', 'Bu Harto', 'Dimas']) {
    await akad.getByRole('group', { name: member }).getByRole('radio', { name: 'Tidak hadir' }).check();
    const coming = member !== 'Dimas';
    await resepsi
      .getByRole('group', { name: member })
      .getByRole('radio', { name: coming ? 'Hadir' : 'Tidak hadir', exact: true })
      .check();
  }
  const menu = rsvp.getByRole('group', { name: 'Pilihan menu' });
  await menu.getByRole('group', { name: 'Pak Harto (wajib)' }).getByRole('radio', { name: 'Ayam' }).check();
  await menu
    .getByRole('group', { name: 'Bu Harto (wajib)' })
    .getByRole('radio', { name: 'Vegetarian' })
    .check();
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(guest.getByRole('region', { name: 'Konfirmasi Kehadiran' }).getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );
  await context.close();

  // The caterer's count: one chicken and one vegetarian for the resepsi; Dimas, not coming, is no one.
  await page.goto('/');
  await expect(page.getByText('Ayam 1 · Ikan 0 · Vegetarian 1')).toBeVisible();
});
