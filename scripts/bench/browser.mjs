// Measurements in Debian's Chromium: JavaScript a first load really downloads, and Lighthouse scores.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './server.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}

/** Logs in through the form so later page loads (and Lighthouse, in the same profile) are signed in. */
export async function loginInBrowser(context, baseUrl, email, password) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();
}

/** Sums the gzipped size of every script the page downloads until the network is idle. */
export async function firstLoadJs(context, url) {
  const page = await context.newPage();
  const scripts = [];
  const reading = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reading.push(
      res.body().then(
        (body) => scripts.push({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined, // a redirected or aborted response has no body
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Bodies still being read when the page closes would be lost, and the sum would come out short.
  await Promise.all(reading);
  await page.close();
  return { files: scripts.length, gzipBytes: scripts.reduce((n, s) => n + s.gzip, 0) };
}

export async function runLighthouse(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { categories } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
  };
}
