import { expect, test, type Page } from '@playwright/test';
import { wcagAxe } from './support/axe';

async function expectAccessible(page: Page, label: string) {
  const { violations } = await wcagAxe(page).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

async function expectNothingOffTheEdge(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test('a visitor sent to the sign-in form finds what Undangin is, opens a live demo and signs up', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lihat template & harga' }).click();
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Atur daftar tamu dan sebar undangan pernikahanmu.',
  );
  await expect(page.getByRole('heading', { name: 'Paket dan harga' })).toBeVisible();
  await expect(page.getByText('Rp 49.000')).toBeVisible();

  const demo = page.getByRole('link', { name: /^Lihat demo template / }).first();
  const demoUrl = await demo.getAttribute('href');
  await demo.click();
  await expect(page).toHaveURL(new RegExp(`${demoUrl}$`));
  await expect(page.locator('.inv-cover, main').first()).toBeVisible();
  await page.goBack();

  await page.getByRole('banner').getByRole('link', { name: 'Daftar gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Daftar' })).toBeVisible();
});

test('the home page reads well on a phone and a laptop, light and dark, in Indonesian and Arabic', async ({
  page,
}) => {
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const path of ['/beranda', '/beranda?lang=ar']) {
        const label = `${path} ${size.width}px ${colorScheme}`;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNothingOffTheEdge(page, label);
        await expectAccessible(page, label);
      }
    }
  }
});
