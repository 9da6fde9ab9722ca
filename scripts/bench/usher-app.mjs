// Issue #18 part 1: what the usher app costs a phone the first time its link is opened, and whether it
// opens again with the network gone.
import { gzipSync } from 'node:zlib';

const GUESTS = 1_000;
const PHONE = { width: 360, height: 740 };

/** Where the first load's bytes go, by the kind of file Chromium says it is. */
const KIND = { script: 'js', stylesheet: 'css', font: 'fonts', fetch: 'list', xhr: 'list', document: 'html' };

/** Files the service worker keeps, across its caches. */
const cachedFiles = () =>
  caches.keys().then(async (names) => {
    let files = 0;
    for (const name of names) files += (await (await caches.open(name)).keys()).length;
    return files;
  });

/**
 * An invitation's door list of 1,000 imported guests (a large Indonesian wedding) opened on a 360 × 740
 * page: every file of the first load gzipped as the server sends it, the list included; then the page is
 * reloaded offline, as at a venue without signal.
 */
export async function usherAppLoad(api, context, invitationId) {
  const lines = ['Nama,No. WhatsApp,Kelompok,Jumlah Orang'];
  for (let i = 0; i < GUESTS; i++)
    lines.push(`Tamu Pintu ${i + 1},0815${String(10_000_000 + i).slice(-8)},Keluarga ${i % 12},2`);
  await api.call('POST', `/api/invitations/${invitationId}/guests/import/commit`, { text: lines.join('\n') });
  const { link } = await api.call('POST', `/api/invitations/${invitationId}/ushers`, {
    name: 'Penerima Tamu Bench',
  });

  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const bytes = { html: 0, js: 0, css: 0, fonts: 0, list: 0, other: 0 };
  let files = 0;
  const reading = [];
  page.on('response', (res) => {
    const kind = KIND[res.request().resourceType()] ?? 'other';
    reading.push(
      res.body().then(
        (body) => {
          files += 1;
          bytes[kind] += gzipSync(body, { level: 9 }).length;
        },
        () => undefined, // a redirect has no body
      ),
    );
  });
  await page.goto(link, { waitUntil: 'networkidle' });
  await Promise.all(reading);
  const firstLoad = { files, ...bytes, total: Object.values(bytes).reduce((a, b) => a + b, 0) };

  // The service worker keeps the files once the page has told it which; give it the time it needs.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(cachedFiles, undefined, { timeout: 30_000 });
  const kept = await page.evaluate(cachedFiles);
  await context.setOffline(true);
  let opensOffline = false;
  try {
    await page.reload({ waitUntil: 'load' });
    opensOffline = await page
      .getByRole('heading', { level: 1 })
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.setOffline(false);
    await page.close();
  }
  return { date: new Date().toISOString(), guests: GUESTS, firstLoad, kept, opensOffline };
}
