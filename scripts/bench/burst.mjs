// The wedding-day burst (issue #16) against the built server: 1,000 guests each open their own personal
// link and answer the RSVP within the run, while three ushers check 300 guests in and the couple keeps
// the guest list open. Then the personal page's rate for a random guest among 500 and for one guest, each
// beside a hello-world node server's rate measured in the same run (the machine is shared, so the
// ratio is the figure to compare), and beside a bare node server answering the page's own bytes: the
// ceiling for a page of that size on this machine.
//
//   node --import tsx scripts/bench/burst.mjs [--postgres]   (BURST_SECONDS=300 by default)
//
// --postgres runs two server processes on one fresh PostgreSQL database and Redis, the load split
// between them; otherwise one process on the embedded PGlite. Run alone, it records its run in
// docs/benchmarks.json (in place of the same database's last one) and renders docs/benchmarks.md again.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { report } from './report.mjs';
import { seedBench } from './seed.mjs';
import { freePort, ROOT, startServer } from './server.mjs';

const log = (...args) => console.log('[burst]', ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const GUESTS = 1_000;
const USHERS = 3;
const CHECK_INS = 300;
const COUPLE_POLL_MS = 3_000;
/** As a phone sends them: the page is measured compressed, the way guests receive it. */
const PHONE = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html',
};
const CANNON = { connections: 50, duration: 10 };
/** One shared secret, so a token signed by one process is honoured by the other. */
const JWT_SECRET = 'bench-burst-secret-0123456789-abcdefghij';

/** p50/p99 of latencies in ms. */
function percentiles(samples) {
  if (samples.length === 0) return { p50: 0, p99: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 };
}

/** CPU time (user + system) the processes have used so far, in ms (Linux, 100 ticks a second). */
function cpuMs(pids) {
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}

/**
 * A bare node server in a process of its own, answering every request with `body` and `headers`:
 * nothing is parsed, looked up or logged.
 */
async function bareNodeRate(body, headers = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(process.argv[1], 'base64'); const headers = JSON.parse(process.argv[2]);
       require('node:http').createServer((q, s) => s.writeHead(200, headers).end(body))
         .listen(${port}, '127.0.0.1', () => console.log('up'))`,
      body.toString('base64'),
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    return await cannon([`http://127.0.0.1:${port}`], () => '/', [child.pid]);
  } finally {
    child.kill('SIGTERM');
  }
}

/** Node's own floor on this machine: a server that answers "hello world". */
const helloWorldRate = () => bareNodeRate(Buffer.from('hello world'));

/**
 * The personal page's answer exactly as the app sends it to a phone (its gzip bytes and its headers),
 * read off the wire: what a bare node server then answers from memory is the most any app could reach
 * on this machine for a page of this size, since the bytes themselves cost the client and the server.
 */
function pageAsSent(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: PHONE }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(res.headers).filter(
            ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
          ),
        );
        resolve({ body: Buffer.concat(chunks), headers });
      });
    }).on('error', reject);
  });
}

/**
 * autocannon at 50 connections for 10 s, the connections split between the servers; `path` picks each
 * request's path (a random guest's link, or always the same one). Besides the rate, the servers' CPU
 * time per request: on a machine shared with other work (and with autocannon itself) a server may wait
 * for requests, and its CPU per answer is then the fairer figure.
 */
async function cannon(baseUrls, path, pids, headers = PHONE) {
  const cpuBefore = cpuMs(pids);
  const runs = await Promise.all(
    baseUrls.map((url) =>
      autocannon({
        url,
        connections: CANNON.connections / baseUrls.length,
        duration: CANNON.duration,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
      }),
    ),
  );
  const answered = runs.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0)),
    cpuUsPerRequest: Math.round(((cpuMs(pids) - cpuBefore) * 1000) / Math.max(1, answered)),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** A step of the burst: every request's latency and outcome. */
function step(name) {
  const latencies = [];
  const failures = [];
  let errors = 0;
  let non2xx = 0;
  return {
    name,
    async run(url, init) {
      const started = performance.now();
      try {
        const res = await fetch(url, init);
        const text = await res.text();
        latencies.push(performance.now() - started);
        if (!res.ok) {
          non2xx += 1;
          if (failures.length < 3) failures.push(`${res.status} ${text.slice(0, 160)}`);
        }
        return { res, text };
      } catch (err) {
        errors += 1;
        if (failures.length < 3) failures.push(String(err.cause?.code ?? err.message));
        return { res: null, text: '' };
      }
    },
    summary(seconds) {
      return {
        name,
        requests: latencies.length + errors,
        rps: Math.round(((latencies.length + errors) / seconds) * 10) / 10,
        ...percentiles(latencies),
        errors,
        non2xx,
        ...(failures.length ? { failures } : {}),
      };
    },
  };
}

/**
 * Where guests' requests come from: most phones sit behind a few carrier NAT addresses (CGNAT, 100.64/10),
 * the rest on home Wi-Fi of their own. The load balancer in front names them in X-Forwarded-For.
 */
function guestAddress(i) {
  return i % 5 < 3 ? `100.64.${i % 20}.1` : `36.${70 + (i % 50)}.${(i >> 4) & 255}.${(i % 200) + 2}`;
}

/** The RSVP form's fields as the page's script posts them: hidden fields, then an answer per event. */
function rsvpForm(html, guestIndex) {
  const form = /<form[^>]*data-form="rsvp"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error('the personal page has no RSVP form');
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields.set(name, value.replace(/&amp;/g, '&'));
  const events = new Set([...form.matchAll(/name="attendance\.([^"]+)"/g)].map((m) => m[1]));
  for (const id of events) {
    fields.set(`attendance.${id}`, guestIndex % 7 === 0 ? 'tidak_hadir' : 'hadir');
    fields.set(`pax.${id}`, String(1 + (guestIndex % 2)));
  }
  if (events.size === 0) throw new Error('the RSVP form lists no event');
  return fields;
}

async function seed(baseUrl) {
  const { api, invitation, guest } = await seedBench(baseUrl);
  const lines = ['Nama,No. WhatsApp,Kelompok,Jumlah Orang'];
  for (let i = 0; i < GUESTS; i++)
    lines.push(`Tamu Burst ${i + 1},0813${String(10_000_000 + i).slice(-8)},Keluarga ${i % 12},2`);
  await api.call('POST', `/api/invitations/${invitation.id}/guests/import/commit`, {
    text: lines.join('\n'),
  });
  const codes = [];
  for (let page = 1; codes.length < GUESTS + 1; page++) {
    const { data } = await api.call(
      'GET',
      `/api/invitations/${invitation.id}/guests?page=${page}&perPage=100&sortBy=createdAt&orderBy=asc`,
    );
    if (data.length === 0) break;
    codes.push(...data.filter((g) => g.id !== guest.id).map((g) => g.code));
  }
  if (codes.length !== GUESTS) throw new Error(`seeded ${codes.length} guests, expected ${GUESTS}`);
  const ushers = [];
  for (let i = 0; i < USHERS; i++)
    ushers.push(
      (await api.call('POST', `/api/invitations/${invitation.id}/ushers`, { name: `Penerima Tamu ${i + 1}` }))
        .token,
    );
  return { api, invitation, codes, ushers };
}

/** The XSRF cookie a browser holds before it posts to /api (the usher's screen is the web app). */
async function xsrfOf(baseUrl) {
  const res = await fetch(`${baseUrl}/api/health`);
  return /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

async function burst(baseUrls, { invitation, codes, ushers, api }, seconds) {
  const server = (i) => baseUrls[i % baseUrls.length];
  const opens = step('guest opens their personal link');
  const rsvps = step('guest answers the RSVP');
  const checkIns = step('usher checks a guest in by code');
  const couple = step('couple refreshes the guest list');
  const span = seconds * 1000;
  const started = Date.now();
  const until = started + span;

  const guest = async (i) => {
    await sleep(Math.random() * span * 0.8);
    const address = guestAddress(i);
    const page = await opens.run(`${server(i)}/u/${invitation.slug}/${codes[i]}`, {
      headers: { ...PHONE, 'x-forwarded-for': address },
    });
    if (!page.res?.ok) return;
    // Reading the page before answering, but answered within the run.
    await sleep(Math.min(Math.max(0, until - Date.now() - 1000), 2000 + Math.random() * 15_000));
    await rsvps.run(`${server(i + 1)}/api/public/${invitation.slug}/rsvp`, {
      method: 'POST',
      headers: {
        ...PHONE,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: rsvpForm(page.text, i).toString(),
    });
  };

  const usher = async (u) => {
    const base = server(u);
    const xsrf = await xsrfOf(base);
    const mine = codes.slice(u * (CHECK_INS / USHERS), (u + 1) * (CHECK_INS / USHERS));
    const gap = (span * 0.9) / mine.length;
    for (const code of mine) {
      const next = Date.now() + gap;
      await checkIns.run(`${base}/api/usher/check-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          'x-usher-token': ushers[u],
          'x-forwarded-for': '182.253.10.20', // the venue's Wi-Fi, one address for all three
        },
        body: JSON.stringify({ code, pax: 1 }),
      });
      await sleep(Math.max(0, next - Date.now()));
    }
  };

  const watch = async () => {
    const xsrf = await xsrfOf(baseUrls[0]);
    for (let n = 0; Date.now() < until; n++) {
      const next = Date.now() + COUPLE_POLL_MS;
      await couple.run(
        `${server(n)}/api/invitations/${invitation.id}/guests?page=1&perPage=25&sortBy=createdAt&orderBy=desc`,
        {
          headers: {
            authorization: `Bearer ${api.token}`,
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-forwarded-for': '114.124.5.6',
          },
        },
      );
      await sleep(Math.max(0, next - Date.now()));
    }
  };

  await Promise.all([...codes.map((_, i) => guest(i)), ...ushers.map((_, u) => usher(u)), watch()]);
  const elapsed = (Date.now() - started) / 1000;
  return {
    seconds: Math.round(elapsed),
    steps: [opens, rsvps, checkIns, couple].map((s) => s.summary(elapsed)),
  };
}

/** What the invitation's owner sees after the run: every answer and check-in arrived. */
async function tally(api, invitationId) {
  const summary = await api.call('GET', `/api/invitations/${invitationId}/check-in/summary`);
  return { checkedIn: summary.checkedIn };
}

async function pageRates(baseUrls, pids, { invitation, codes }) {
  const hello = await helloWorldRate();
  const sample = codes.slice(0, 500);
  const links = sample.map((code) => `/u/${invitation.slug}/${code}`);
  const sent = await pageAsSent(baseUrls[0] + links[0]);
  const samePage = await bareNodeRate(sent.body, sent.headers);
  // Every link opened once first on every server, as the burst did: the rate is the page's, not the
  // first open's write or the guest's first lookup in that process.
  for (const base of baseUrls)
    for (const link of links) await fetch(base + link, { headers: PHONE }).then((r) => r.arrayBuffer());
  const random = await cannon(baseUrls, () => links[Math.floor(Math.random() * links.length)], pids);
  const one = await cannon(baseUrls, () => links[0], pids);
  // The app's own floor: the lightest route (no database, a few bytes of JSON) through the same
  // Fastify routing and global hooks every request runs, with the XSRF cookie a browser already holds.
  const floor = await cannon(baseUrls, () => '/api/health', pids, {
    cookie: 'XSRF-TOKEN=bench-burst-xsrf-cookie-0123456789',
  });
  const percent = (part, whole) => Math.round((part / whole) * 1000) / 10;
  // As a rate: hello-world's CPU per request over the page's is the page's rate as a share of
  // hello-world's where each server has a core to itself.
  const ratios = (r) => ({
    percentOfHello: percent(r.rps, hello.rps),
    cpuPercentOfHello: percent(hello.cpuUsPerRequest, r.cpuUsPerRequest),
  });
  return {
    helloWorld: hello,
    samePageBareNode: { ...samePage, ...ratios(samePage), gzipBytes: sent.body.length },
    apiHealth: { ...floor, ...ratios(floor) },
    randomGuest: { ...random, ...ratios(random) },
    oneGuest: { ...one, ...ratios(one) },
  };
}

/** One database's run: seed, burst, then the page rates. */
export async function runBurst({
  postgres = false,
  seconds = Number(process.env.BURST_SECONDS ?? 300),
} = {}) {
  // As the Docker image runs it: NODE_ENV=production (React's production build renders the pages) and
  // LOG_LEVEL=info, the default, so each request's log line is in the figures as it is in
  // production (the other benchmarks keep server.mjs's warn).
  const env = { TRUST_PROXY: '1', JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'info' };
  const servers = [];
  let dropDatabase = async () => {};
  try {
    if (postgres) {
      const pgUrl =
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/test';
      const dbName = `undangin_burst_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      dropDatabase = async () => {
        await admin.query(`drop database ${dbName} with (force)`).catch(() => {});
        await admin.end().catch(() => {});
      };
      const url = new URL(pgUrl);
      url.pathname = `/${dbName}`;
      // Redis database 7: its rate-limit keys stay apart from the test suites' on the same Redis.
      const shared = { ...env, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7' };
      servers.push(await startServer({ databaseUrl: url.toString(), env: shared }));
      servers.push(await startServer({ databaseUrl: url.toString(), env: shared }));
    } else {
      servers.push(await startServer({ env }));
    }
    const baseUrls = servers.map((s) => s.baseUrl);
    const seeded = await seed(baseUrls[0]);
    log(
      postgres ? 'PostgreSQL, two processes' : 'PGlite',
      `seeded ${seeded.codes.length} guests; burst ${seconds} s`,
    );
    // The machine is shared: its load is recorded with the figures, which are read as ratios.
    const loadBefore = loadavg()[0];
    const result = await burst(baseUrls, seeded, seconds);
    result.after = await tally(seeded.api, seeded.invitation.id);
    for (const s of result.steps) log(s);
    log('after the run', result.after);
    const rates = await pageRates(
      baseUrls,
      servers.map((s) => s.pid),
      seeded,
    );
    log('page rates', rates);
    return {
      label: postgres ? 'PostgreSQL 15, two processes' : 'PGlite (embedded), one process',
      date: new Date().toISOString(),
      load: [loadBefore, loadavg()[0]].map((n) => Math.round(n * 10) / 10),
      ...result,
      ...rates,
    };
  } finally {
    for (const s of servers) await s.stop();
    await dropDatabase();
  }
}

/** Keeps this run beside `npm run bench`'s other figures; the other database's last run stays. */
function record(run) {
  const resultsFile = `${ROOT}docs/benchmarks.json`;
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  results.burst = [...(results.burst ?? []).filter((r) => r.label !== run.label), run].sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const markdown = `${ROOT}docs/benchmarks.md`;
  writeFileSync(markdown, report(results, readFileSync(markdown, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBurst({ postgres: process.argv.includes('--postgres') })
    .then((run) => {
      console.log(JSON.stringify(run, null, 2));
      record(run);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
