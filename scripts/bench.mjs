// `npm run bench`: measures the size and speed budgets of the issues and writes docs/benchmarks.md.
// Never part of `npm test`: timings belong here, not in assertions.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { firstLoadJs, launchBrowser, loginInBrowser, runLighthouse } from './bench/browser.mjs';
import { runBurst } from './bench/burst.mjs';
import { seedBench } from './bench/seed.mjs';
import { report } from './bench/report.mjs';
import { ADMIN, ROOT, startServer } from './bench/server.mjs';
import { usherAppLoad } from './bench/usher-app.mjs';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const log = (...args) => console.log('[bench]', ...args);

/** HTML of a public page plus every script and stylesheet it references, gzipped. */
async function publicPageWeight(baseUrl, path) {
  const html = Buffer.from(await (await fetch(baseUrl + path)).arrayBuffer());
  const text = html.toString('utf8');
  const inlineJs = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  let externalJs = 0;
  let externalCss = 0;
  for (const [, src] of text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) {
    externalJs += gz(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer()));
  }
  for (const [, href] of text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    externalCss += gz(Buffer.from(await (await fetch(new URL(href, baseUrl))).arrayBuffer()));
  }
  return {
    total: gz(html) + externalJs + externalCss,
    js: gz(Buffer.from(inlineJs)) + externalJs,
    raw: html.length,
  };
}

async function rate(url) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 12) bench' },
  });
  return {
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    p99: result.latency.p99,
  };
}

async function throughput(label, options) {
  const server = await startServer(options);
  try {
    const { invitation, guest } = await seedBench(server.baseUrl);
    const personal = new URL(guest.link).pathname;
    await fetch(server.baseUrl + personal); // warm caches as real traffic would
    const page = await rate(server.baseUrl + personal);
    const staticFile = await rate(`${server.baseUrl}/favicon.svg`);
    // The visitors' home page reads the templates and packages on every request.
    const home = await rate(`${server.baseUrl}/beranda`);
    log(label, 'personal page', page, 'static', staticFile, 'home', home);
    return { label, page, staticFile, home, slug: invitation.slug };
  } finally {
    await server.stop();
  }
}

async function importTiming(api, invitationId) {
  const lines = ['Nama,No. WhatsApp,Kelompok,Jumlah Orang'];
  for (let i = 0; i < 10_000; i++)
    lines.push(`Tamu Nomor ${i + 1},0812${String(10_000_000 + i).slice(-8)},Teman Kantor,2`);
  const text = lines.join('\n');
  const started = performance.now();
  const preview = await api.call('POST', `/api/invitations/${invitationId}/guests/import`, { text });
  const afterPreview = performance.now();
  const result = await api.call('POST', `/api/invitations/${invitationId}/guests/import/commit`, { text });
  const done = performance.now();
  return {
    rows: preview.counts.total,
    added: result.added,
    previewMs: Math.round(afterPreview - started),
    commitMs: Math.round(done - afterPreview),
  };
}

/**
 * The personal page of a household with the couple's menu question (issue #17): the largest RSVP form
 * a guest meets, three members and two plus-ones each asked per session and per person.
 */
async function householdPagePath(api, invitationId) {
  await api.call('PUT', `/api/invitations/${invitationId}/rsvp-questions`, {
    questions: [
      {
        kind: 'single',
        label: { id: 'Pilihan menu', en: 'Meal' },
        required: true,
        per: 'person',
        options: [{ label: { id: 'Ayam' } }, { label: { id: 'Ikan' } }, { label: { id: 'Vegetarian' } }],
      },
    ],
  });
  const guest = await api.call('POST', `/api/invitations/${invitationId}/guests`, {
    name: 'Keluarga Bapak Harto',
    quota: 5,
    members: [{ name: 'Pak Harto' }, { name: 'Bu Harto' }, { name: 'Dimas' }],
  });
  return new URL(guest.link).pathname;
}

async function main() {
  const results = { date: new Date().toISOString(), pages: {}, templates: [], throughput: [] };
  results.machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

  const server = await startServer();
  const browser = await launchBrowser();
  const { context, port } = browser;
  try {
    const { api, invitation, templates } = await seedBench(server.baseUrl);

    results.pages.login = await firstLoadJs(context, `${server.baseUrl}/login`);
    results.pages.loginLighthouse = await runLighthouse(port, `${server.baseUrl}/login`);
    await loginInBrowser(context, server.baseUrl, ADMIN.email, ADMIN.password);
    results.pages.dashboard = await firstLoadJs(context, `${server.baseUrl}/`);
    results.pages.dashboardLighthouse = await runLighthouse(port, `${server.baseUrl}/`, {
      signedIn: context,
    });
    log('first loads', results.pages);

    for (const t of templates) {
      const weight = await publicPageWeight(server.baseUrl, t.demoUrl);
      const scores = await runLighthouse(port, server.baseUrl + t.demoUrl);
      results.templates.push({ slug: t.slug, ...weight, ...scores });
      log('template', t.slug, weight, scores);
    }
    const home = await publicPageWeight(server.baseUrl, '/beranda');
    results.home = { ...home, ...(await runLighthouse(port, `${server.baseUrl}/beranda`)) };
    log('home page', results.home);
    const household = await householdPagePath(api, invitation.id);
    results.household = {
      ...(await publicPageWeight(server.baseUrl, household)),
      ...(await runLighthouse(port, server.baseUrl + household)),
    };
    log('household page', results.household);
    results.usherApp = await usherAppLoad(api, context, invitation.id);
    log('usher app', results.usherApp);
    results.import = await importTiming(api, invitation.id);
    log('import', results.import);
  } finally {
    await browser.close();
    await server.stop();
  }

  results.throughput.push(await throughput('PGlite (embedded)', {}));
  const pgUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `undangin_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    results.throughput.push(await throughput('PostgreSQL 15', { databaseUrl: url.toString() }));
    await admin.query(`drop database ${dbName} with (force)`);
  } catch (err) {
    log('PostgreSQL throughput skipped:', err.message);
  } finally {
    await admin.end().catch(() => {});
  }

  // Issue #16's wedding-day burst, on each database (PostgreSQL needs its server and Redis).
  results.burst = [await runBurst()];
  try {
    results.burst.push(await runBurst({ postgres: true }));
  } catch (err) {
    log('PostgreSQL burst skipped:', err.message);
  }

  // scripts/import-memory.mjs measures import memory on its own; its last figures stay in the report.
  const previous = `${ROOT}docs/benchmarks.json`;
  if (existsSync(previous)) results.importMemory = JSON.parse(readFileSync(previous, 'utf8')).importMemory;
  mkdirSync(`${ROOT}docs`, { recursive: true });
  writeFileSync(`${ROOT}docs/benchmarks.json`, `${JSON.stringify(results, null, 2)}\n`);
  const markdown = `${ROOT}docs/benchmarks.md`;
  writeFileSync(markdown, report(results, existsSync(markdown) ? readFileSync(markdown, 'utf8') : ''));
  log('written docs/benchmarks.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
