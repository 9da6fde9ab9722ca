import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { coupleWithInvitation } from './support/invitation';
import { PHONE } from './support/shell';
import { keepWhatsAppLocal } from './support/whatsapp';

/** Adds a guest through the form, as the couple types it. */
async function addGuest(
  page: Page,
  guest: { name: string; phone: string; group: string; english?: boolean },
) {
  await page.getByRole('button', { name: 'Tambah Tamu' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Tamu' });
  await form.getByRole('textbox', { name: /^Nama/ }).fill(guest.name);
  await form.getByRole('textbox', { name: 'No. WhatsApp' }).fill(guest.phone);
  await form.getByRole('combobox', { name: 'Kelompok' }).fill(guest.group);
  const language = form.getByRole('combobox', { name: 'Bahasa halaman' });
  await expect(language).toHaveText('Ikuti bahasa undangan');
  if (guest.english) {
    await language.click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(language).toHaveText('English');
  }
  await form.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(form).toBeHidden();
}

async function expectPdf(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

test('on a phone, a couple gives a guest an English page, sends its link by WhatsApp, and prints QR cards for a group and for one guest', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await keepWhatsAppLocal(context);
  const page = await context.newPage();
  const { slug } = await coupleWithInvitation(page, request, 'guest-language-cards');

  await page.goto('/guests');
  await addGuest(page, { name: 'John Smith', phone: '0812 3456 7809', group: 'Kantor', english: true });
  await addGuest(page, { name: 'Siti Rahmawati', phone: '0812 3456 7801', group: 'Keluarga' });
  // The list names a language of the guest's own under the name; a guest who follows the invitation, none.
  const john = page.getByRole('listitem').filter({ hasText: 'John Smith' });
  await expect(john).toContainText('English');
  await expect(page.getByRole('listitem').filter({ hasText: 'Siti Rahmawati' })).not.toContainText('English');

  // The WhatsApp message carries the personal link with the guest's language.
  const [whatsApp] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Kirim via WhatsApp ke John Smith' }).click(),
  ]);
  await whatsApp.waitForLoadState();
  const message = new URL(whatsApp.url()).searchParams.get('text') ?? '';
  const link = new RegExp(`https?://[^\\s]+/u/${slug}/[A-Za-z0-9_-]+\\?lang=en`).exec(message)?.[0];
  expect(link, `the message carries the English personal link: ${message}`).toBeDefined();
  await whatsApp.close();

  // The guest's page opens in English, and the guest can still switch to Indonesian.
  const guest = await context.newPage();
  await guest.goto(link!);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
  await guest.goto(link!.replace('?lang=en', '?lang=id'));
  await expect(guest.locator('html')).toHaveAttribute('lang', 'id');
  await guest.close();

  // Cards for one group, from the toolbar.
  await page.getByRole('button', { name: 'Cetak Kartu QR', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cetak Kartu QR' });
  await dialog.getByRole('radio', { name: 'Satu kelompok' }).check();
  await dialog.getByRole('combobox', { name: 'Kelompok' }).click();
  await page.getByRole('option', { name: 'Kantor' }).click();
  const [groupCards] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Unduh PDF' }).click(),
  ]);
  await expectPdf(groupCards, `kartu-qr-${slug}.pdf`);
  await expect(dialog).toBeHidden();

  // And one guest's card, from that guest's own buttons.
  await page.getByRole('button', { name: 'Cetak kartu QR Siti Rahmawati' }).click();
  await expect(dialog.getByText('Kartu untuk Siti Rahmawati.')).toBeVisible();
  const [oneCard] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Unduh PDF' }).click(),
  ]);
  await expectPdf(oneCard, `kartu-qr-${slug}.pdf`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});
