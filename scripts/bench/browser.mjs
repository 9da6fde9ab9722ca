// Measurements in Debian's Chromium: JavaScript a first load really downloads, and Lighthouse scores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../chromium.mjs';
import { freePort } from './server.mjs';

/**
 * Chromium with a profile of its own, opened as Playwright's persistent context: that context is the
 * browser's default one, where Lighthouse opens its tabs, so a login here is Lighthouse's too.
 */
export async function launchBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'undangin-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_LAUNCH.executablePath,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
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
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    files: scripts.length,
    gzipBytes: scripts.reduce((n, s) => n + s.gzip, 0),
    largest: scripts.slice(0, 5).map((s) => ({ file: new URL(s.url).pathname, gzip: s.gzip })),
  };
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Lighthouse clears the origin's storage before a run, which would sign the browser out and measure
 * the login page behind a redirect. A signed-in page keeps its storage (`signedIn`), and only the
 * HTTP cache is emptied instead, so the page still loads cold.
 */
async function lighthouseOnce(port, url, context) {
  if (context) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  }
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: Boolean(context),
  });
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl} instead of ${url}`);
  }
  const { categories, audits } = result.lhr;
  if (categories.performance.score === null) {
    // A run Lighthouse could not finish (it says why) is no score of 0.
    throw new Error(
      `Lighthouse could not score ${url}: ${result.lhr.runtimeError?.code ?? 'no reason given'}`,
    );
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [
      name,
      Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000,
    ]),
  );
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    metrics,
  };
}

/**
 * Lighthouse's median of three runs: one run swings by ten points on a busy two-core machine, so
 * one number alone says little (Lighthouse's own advice on variability).
 */
export async function runLighthouse(port, url, { runs = 3, signedIn } = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await lighthouseOnce(port, url, signedIn));
    } catch (err) {
      // Once more, said aloud: on a busy machine a run now and then ends without a score.
      console.warn(`[bench] ${err instanceof Error ? err.message : err}; running it again`);
      results.push(await lighthouseOnce(port, url, signedIn));
    }
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  return { ...median, runs: results.map((r) => r.performance) };
}
