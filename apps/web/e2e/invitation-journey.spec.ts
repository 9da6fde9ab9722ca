import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, signInAsNewUser } from './support/shell';

/** A day about half a year ahead, as the date input takes it, so RSVP stays open whenever this runs. */
function weddingDay(): string {
  const day = new Date(Date.now() + 180 * 24 * 60 * 60 * 1000);
  return day.toISOString().slice(0, 10);
}

/** Opens a closed section of the editor by its heading, as a user taps it. */
async function openSection(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, exact: true, level: 2 }).click();
}

/** One event of the editor's "Acara" section, found by its heading ("Acara 1: Akad Nikah"). */
function editorEvent(page: Page, heading: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 3 }) });
}

async function fillEvent(
  event: Locator,
  { date, start, venue }: { date: string; start: string; venue: string },
) {
  await event.getByLabel('Tanggal').fill(date);
  await event.getByLabel('Jam mulai').fill(start);
  await event.getByLabel('Nama tempat').fill(venue);
}

test('a couple publishes an invitation, a guest answers on a phone, and the couple sees the RSVP and the wish', async ({
  page,
  browser,
}) => {
  // Two people, two browsers and a dozen screens: longer than one screen's test on a shared 2-core machine.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const bride = `Rina Maharani ${suffix}`;
  const groom = `Bima Aditya ${suffix}`;
  const date = weddingDay();
  await signInAsNewUser(page, 'Rina Maharani');

  // Buat Undangan: the names suggest the link, and a template is chosen in the same dialog.
  await page.goto('/invitations');
  await expect(page.getByRole('heading', { name: 'Belum ada undangan' })).toBeVisible();
  await page.getByRole('button', { name: 'Undangan Baru' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Undangan Baru' });
  await dialog.getByLabel('Nama mempelai wanita').fill(bride);
  await dialog.getByLabel('Nama mempelai pria').fill(groom);
  const slugInput = dialog.getByLabel('Alamat undangan');
  await expect(slugInput).toHaveValue('rina-bima');
  // The suggestion is the couple's first names; a link of its own lets this journey run again on one server.
  const slug = `rina-bima-${suffix}`;
  await slugInput.fill(slug);
  const template = dialog.getByRole('radio', { name: /Modern Minimalis/ });
  await template.click();
  await expect(template).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Buat undangan' }).click();
  await expect(page).toHaveURL(/\/invitations\/[^/]+$/);
  const editorUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: /^Edit Undangan/, level: 1 })).toBeVisible();

  // The editor says what publishing still needs: the events.
  const publishPanel = page.getByRole('region', { name: 'Terbitkan undangan' });
  await expect(publishPanel.getByText('Yang masih perlu dilengkapi')).toBeVisible();
  await expect(publishPanel.getByText('Tambahkan minimal satu acara', { exact: false })).toBeVisible();

  // A draft's link is not for guests yet: the friendly "not available" page, answered with 404.
  const [draftTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Buka halaman' }).click(),
  ]);
  await expect(draftTab).toHaveURL(new RegExp(`/u/${slug}$`));
  await expect(draftTab.getByRole('heading', { name: 'Undangan belum tersedia' })).toBeVisible();
  await expect(draftTab.getByText('Undangan ini belum diterbitkan', { exact: false })).toBeVisible();
  const draftAnswer = await draftTab.request.get(`/u/${slug}`);
  expect(draftAnswer.status()).toBe(404);
  await draftTab.close();

  // The couple: nicknames and parents; the live preview follows.
  const brideFields = page.getByRole('group', { name: 'Mempelai wanita' });
  await brideFields.getByLabel('Nama panggilan').fill('Rina');
  await brideFields.getByLabel('Nama ayah').fill('Suharto Wibowo');
  await brideFields.getByLabel('Nama ibu').fill('Sri Lestari');
  const groomFields = page.getByRole('group', { name: 'Mempelai pria' });
  await groomFields.getByLabel('Nama panggilan').fill('Bima');
  await groomFields.getByLabel('Nama ayah').fill('Hendra Gunawan');
  await groomFields.getByLabel('Nama ibu').fill('Dewi Kartika');
  const preview = page.getByTitle('Pratinjau undangan').contentFrame();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Rina');
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('Bima');

  // Two events: the akad and the reception.
  await openSection(page, 'Acara');
  await page.getByRole('button', { name: 'Tambah acara' }).click();
  await fillEvent(editorEvent(page, 'Acara 1: Akad Nikah'), {
    date,
    start: '08:00',
    venue: 'Masjid Agung Al-Azhar',
  });
  await page.getByRole('button', { name: 'Tambah acara' }).click();
  await fillEvent(editorEvent(page, 'Acara 2: Resepsi'), {
    date,
    start: '11:00',
    venue: 'Gedung Sasana Kriya',
  });

  // Saved on its own as a draft; nothing is missing any more.
  await expect(page.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  await expect(
    publishPanel.getByText('Semua yang dibutuhkan halaman sudah ada', { exact: false }),
  ).toBeVisible();
  await publishPanel.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(
    publishPanel.getByText('Undangan sudah terbit dan bisa dibuka tamu', { exact: false }),
  ).toBeVisible();
  await expect(publishPanel.getByRole('button', { name: 'Batalkan terbit' })).toBeVisible();

  // A guest opens the general link on a phone.
  const guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const guest = await guestContext.newPage();
  await guest.goto(`/u/${slug}`);
  await expect(guest).toHaveTitle('Undangan Pernikahan Rina & Bima');
  await expect(guest.getByRole('heading', { level: 1 })).toContainText('Rina');
  await expect(guest.getByText('Kepada Yth.', { exact: true })).toBeVisible();
  await expect(guest.getByText('Bapak/Ibu/Saudara/i', { exact: true })).toBeVisible();
  await guest.getByRole('link', { name: 'Buka Undangan' }).click();
  await expect(guest.getByRole('heading', { name: 'Rangkaian Acara' })).toBeVisible();
  await expect(guest.getByText('Masjid Agung Al-Azhar')).toBeVisible();
  await expect(guest.getByText('Putri dari', { exact: false }).first()).toBeVisible();
  // Mobile-first: nothing sticks out sideways on a phone.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // RSVP on the general link asks for the name, and is answered per event.
  const rsvp = guest.getByRole('region', { name: 'Konfirmasi Kehadiran' });
  await rsvp.getByLabel('Nama').fill('Joko Susilo');
  const akad = rsvp.getByRole('group', { name: /^Akad Nikah/ });
  await akad.getByRole('radio', { name: 'Hadir', exact: true }).check();
  await akad.getByLabel('Jumlah tamu').selectOption({ label: '2 orang' });
  const resepsi = rsvp.getByRole('group', { name: /^Resepsi/ });
  await resepsi.getByRole('radio', { name: 'Tidak hadir' }).check();
  await rsvp.getByLabel('Pesan (opsional)').fill('Insya Allah kami sekeluarga datang ke akad.');
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await expect(rsvp.getByRole('status')).toHaveText(
    'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
  );

  // A wish, shown at once on the page and still there after a reload.
  const wishes = guest.getByRole('region', { name: 'Ucapan & Doa' });
  const wishText = 'Selamat menempuh hidup baru, semoga sakinah, mawaddah, warahmah.';
  await expect(wishes.getByText('Belum ada ucapan. Jadilah yang pertama!')).toBeVisible();
  await wishes.getByLabel('Nama').fill('Joko Susilo');
  await wishes.getByLabel('Ucapan', { exact: true }).fill(wishText);
  await wishes.getByLabel('Kehadiran (opsional)').selectOption({ label: 'Hadir' });
  await wishes.getByRole('button', { name: 'Kirim Ucapan' }).click();
  await expect(wishes.getByRole('status')).toHaveText('Terima kasih, ucapan dan doamu sudah terkirim.');
  const posted = wishes.getByRole('listitem').filter({ hasText: wishText });
  await expect(posted).toContainText('Joko Susilo');
  await expect(wishes.getByText('Belum ada ucapan. Jadilah yang pertama!')).toBeHidden();
  await guest.reload();
  await expect(
    guest.getByRole('region', { name: 'Ucapan & Doa' }).getByRole('listitem').filter({ hasText: wishText }),
  ).toContainText('Joko Susilo');
  await guestContext.close();

  // The couple: notifications of both, the wish in the editor's "Ucapan" tab, the RSVP on the dashboard.
  await page.goto('/');
  await page.getByRole('button', { name: /^Buka notifikasi/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifikasi' });
  await expect(
    notifications.getByRole('button', { name: /Konfirmasi kehadiran dari Joko Susilo/ }),
  ).toContainText('Akad Nikah: hadir (2 orang); Resepsi: tidak hadir');
  const wishNotification = notifications.getByRole('button', { name: /Ucapan baru dari Joko Susilo/ });
  await expect(wishNotification).toContainText('Selamat menempuh hidup baru');
  await wishNotification.click();
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));

  await page.getByRole('tab', { name: 'Ucapan' }).click();
  const ownerWish = page
    .getByRole('region', { name: 'Ucapan & Doa' })
    .getByRole('listitem')
    .filter({ hasText: wishText });
  await expect(ownerWish.getByRole('heading', { name: 'Joko Susilo' })).toBeVisible();
  await expect(ownerWish.getByText('Hadir', { exact: true })).toBeVisible();
  await expect(ownerWish.getByText('Tampil', { exact: true })).toBeVisible();

  await page.goto('/');
  const card = (label: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  await expect(card('Orang akan hadir').getByText('2', { exact: true })).toBeVisible();
  await expect(card('Undangan terbit').getByText('1', { exact: true })).toBeVisible();
});

test('the template collection shows six templates, and "Lihat Demo" opens a live demo', async ({ page }) => {
  await signInAsNewUser(page, 'Sekar Ayu');
  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Koleksi Template', level: 1 })).toBeVisible();
  const collection = page.getByRole('region', { name: 'Koleksi template' });
  // The six seeded designs; an administrator's journey running alongside may add a variant of its own.
  await expect(collection.getByRole('article').nth(5)).toBeVisible();
  for (const name of [
    'Jawa Klasik',
    'Modern Minimalis',
    'Taman Bunga',
    'Rustik Kayu',
    'Geometri Islami',
    'Elegan Gelap',
  ]) {
    await expect(collection.getByRole('heading', { name, level: 2 })).toBeVisible();
  }

  const [demo] = await Promise.all([
    page.context().waitForEvent('page'),
    collection.getByRole('link', { name: 'Lihat demo template Jawa Klasik (tab baru)' }).click(),
  ]);
  await expect(demo).toHaveURL(/\/u\/demo\/jawa-klasik$/);
  await expect(demo).toHaveTitle(/^Undangan Pernikahan /);
  await expect(demo.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(demo.getByRole('link', { name: 'Buka Undangan' })).toBeVisible();
});
