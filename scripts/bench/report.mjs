// docs/benchmarks.md from the results of scripts/bench.mjs (also re-rendered from docs/benchmarks.json).
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const ok = (pass) => (pass ? 'yes' : '**no**');
const rows = (list) => list.join('\n');

/** "87 (80, 87, 90)": the median and the runs it was taken from. */
const score = (lh) => `${lh.performance}${lh.runs ? ` (${lh.runs.join(', ')})` : ''}`;
const metrics = (lh) =>
  lh.metrics
    ? `FCP ${ms(lh.metrics.fcp)}, LCP ${ms(lh.metrics.lcp)}, TBT ${ms(lh.metrics.tbt)}, CLS ${lh.metrics.cls}`
    : '';
const largest = (page) =>
  (page.largest ?? []).map((s) => `${s.file.replace('/assets/', '')} ${kb(s.gzip)}`).join(', ');

export function report(r) {
  const page = (label, js, lh) =>
    `| ${label} | ${js.files} | ${kb(js.gzipBytes)} | ${ok(js.gzipBytes <= 200 * 1024)} | ${score(lh)} | ${metrics(lh)} | ${lh.accessibility} |`;
  return `# Benchmarks

Measured by \`npm run bench\` (scripts/bench.mjs) on ${r.date.slice(0, 10)}: ${r.machine}. The app is started
as \`npm start\` starts it; pages are loaded in Debian's Chromium; Lighthouse runs with its default mobile
settings (simulated slow 4G, 4× CPU slowdown), three times per page: the score is the median, the runs
follow in brackets. The dashboard is measured signed in (as the seeded administrator), with a cold HTTP cache.

## Dashboard first load (issue 3: ≤ 200 KB JavaScript gzipped, Lighthouse mobile performance ≥ 90)

| page | scripts | JavaScript (gzip) | within 200 KB | Lighthouse performance | metrics (median run) | accessibility |
| --- | --- | --- | --- | --- | --- | --- |
${page('/login', r.pages.login, r.pages.loginLighthouse)}
${page('/ (dashboard)', r.pages.dashboard, r.pages.dashboardLighthouse)}

Largest scripts of the first loads (gzip): /login: ${largest(r.pages.login)}; dashboard: ${largest(r.pages.dashboard)}.

## Public invitation pages (issue 4: ≤ 50 KB in all, ≤ 20 KB JavaScript; Lighthouse ≥ 95 performance, 100 accessibility)

| template demo | HTML + CSS + JS (gzip) | JavaScript (gzip) | performance | metrics (median run) | accessibility |
| --- | --- | --- | --- | --- | --- |
${rows(r.templates.map((t) => `| ${t.slug} | ${kb(t.total)} | ${kb(t.js)} | ${score(t)} | ${metrics(t)} | ${t.accessibility} |`))}

## Personalised page throughput (issue 4: ≥ 2,000 requests/s, no errors; autocannon, 50 connections, 10 s)

| database | personal page req/s | errors | p99 latency | static file req/s | ratio |
| --- | --- | --- | --- | --- | --- |
${rows(r.throughput.map((t) => `| ${t.label} | ${t.page.rps} | ${t.page.errors} | ${t.page.p99} ms | ${t.staticFile.rps} | ${(t.page.rps / t.staticFile.rps).toFixed(2)} |`))}

## Guest import (issue 5: 10,000 rows in under 3 s)

${
  r.import
    ? `| rows | added | preview | commit | total |
| --- | --- | --- | --- | --- |
| ${r.import.rows} | ${r.import.added} | ${r.import.previewMs} ms | ${r.import.commitMs} ms | ${r.import.previewMs + r.import.commitMs} ms |`
    : 'Not measured.'
}

## Guest import memory (issue 12: any import, honest or hostile, ≤ 150 MB above idle)

${
  r.importMemory
    ? `Measured by \`node --import tsx scripts/import-memory.mjs\` on ${r.importMemory.date.slice(0, 10)}: a fresh server per case, its resident memory sampled every 10 ms.

| case | route | upload | answer | time | above idle | within 150 MB |
| --- | --- | --- | --- | --- | --- | --- |
${rows(r.importMemory.cases.map((c) => `| ${c.label} | ${c.path} | ${c.upload} | ${c.status} | ${c.ms} ms | ${c.aboveIdleMB} MB | ${ok(c.aboveIdleMB <= 150)} |`))}`
    : 'Not measured.'
}

The raw numbers of the last run are in docs/benchmarks.json.
`;
}
