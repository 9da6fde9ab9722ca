// Measures how far the API process's resident memory rises above idle during guest imports: a zip
// bomb (a workbook whose ZIP directory lies about its sizes), a legitimate 10,000-guest workbook,
// and a workbook packed with as many cells as the unpack budget lets through. The target
// is ≤ 150 MB above idle for any import. Run: node --import tsx scripts/import-memory.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { paddedWorkbook } from '../apps/api/test/helpers/guests.ts';
import { seedBench } from './bench/seed.mjs';
import { report } from './bench/report.mjs';
import { ROOT, startServer } from './bench/server.mjs';

const MB = 1024 * 1024;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

async function workbook(rows, columns, cell) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Tamu');
  sheet.addRow(
    ['Nama', 'No. WhatsApp', 'Email', 'Kelompok', 'Jumlah Orang', 'Sesi', 'Catatan', 'Sapaan']
      .concat(Array.from({ length: Math.max(0, columns - 8) }, (_, i) => `Kolom ${i + 9}`))
      .slice(0, columns),
  );
  for (let i = 0; i < rows; i++) sheet.addRow(Array.from({ length: columns }, (_, c) => cell(i, c)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const guestCell = (i, c) =>
  [
    `Tamu Nomor ${i}`,
    `0812${String(10_000_000 + i)}`,
    `tamu${i}@contoh.test`,
    i % 3 ? 'Teman' : 'Keluarga',
    2,
    'Resepsi',
    'catatan',
    'Bapak',
  ][c];

/** The largest CSV upload, packed with short cells. */
function csvFlood() {
  const line = Array.from({ length: 200 }, (_, i) => String(10 + (i % 89))).join(',') + '\n';
  return Buffer.from(line.repeat(Math.floor((10 * MB) / line.length)));
}

async function measure(server, api, invitationId, name, bytes, path = 'import') {
  if (global.gc) global.gc();
  await new Promise((r) => setTimeout(r, 1500));
  const idle = rssOf(server.pid);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  const started = Date.now();
  let status;
  try {
    await api.call('POST', `/api/invitations/${invitationId}/guests/${path}`, form);
    status = 200;
  } catch (error) {
    status = /→ (\d+)/.exec(String(error))?.[1];
  }
  clearInterval(timer);
  return {
    upload: `${(bytes.length / MB).toFixed(2)} MB`,
    status,
    ms: Date.now() - started,
    idleMB: Math.round(idle / MB),
    aboveIdleMB: Math.round((peak - idle) / MB),
  };
}

const legitimate = await workbook(10_000, 8, guestCell);
const cases = [
  ['zip bomb: 200 MB of XML declared as 1 KB', await paddedWorkbook(200 * MB, 1024)],
  ['legitimate: 10,000 guests × 8 columns', legitimate],
  ['legitimate: 10,000 guests × 8 columns', legitimate, 'import/commit'],
  [
    'dense: 10,000 rows × 24 numeric cells (under the filled-cell cap)',
    await workbook(10_000, 24, (i, c) => i * 100 + c),
  ],
  ['dense: 10,000 rows × 30 numeric cells (over the cap)', await workbook(10_000, 30, (i, c) => i * 100 + c)],
  ['CSV: 10 MB of 200 two-digit columns', csvFlood()],
];
// A fresh server per case, warmed up by a small import, so one case's heap is not the next one's idle.
const measured = [];
for (const [label, bytes, path = 'import'] of cases) {
  const server = await startServer();
  try {
    const { api, invitation } = await seedBench(server.baseUrl);
    await measure(server, api, invitation.id, 'tamu.xlsx', await workbook(10, 8, guestCell));
    const result = { label, path, ...(await measure(server, api, invitation.id, 'tamu.xlsx', bytes, path)) };
    console.log(result);
    measured.push(result);
  } finally {
    await server.stop();
  }
}

// Recorded beside `npm run bench`'s figures, and docs/benchmarks.md rendered again from them.
const resultsFile = `${ROOT}docs/benchmarks.json`;
const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
results.importMemory = { date: new Date().toISOString(), cases: measured };
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
const markdown = `${ROOT}docs/benchmarks.md`;
writeFileSync(markdown, report(results, readFileSync(markdown, 'utf8')));
