import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ATTENDANCE,
  jakartaDate,
  peopleArrived,
  type TAttendance,
  type TCheckInSummary,
  type TGuest,
  type TImportResult,
  type TInvitationPlan,
  type TOwnerWish,
  type TPackage,
  type TTransactionDetail,
  type TUsher,
} from '@undangin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAINING_MESSAGE, DRAINING_RETRY_SECONDS } from '../src/plugins/draining';
import { pngProof } from './helpers/billing';
import { multipart } from './helpers/multipart';
import { createTestPostgres, testDbKind } from './helpers/database';
import { importUpload } from './helpers/guests';
import { COMPLETE_CONTENT, formTokenIn } from './helpers/invitations';
import {
  buildServer,
  callServer as call,
  startServer,
  SERVER_XSRF,
  type TServerAnswer as TAnswer,
  type TServerProcess,
} from './helpers/server-process';

/**
 * The built server in a process of its own, killed with SIGKILL in the middle of a mixed load and
 * started again on the same data: every write it acknowledged is there, and none is half done. Then
 * stopped with SIGTERM while a request is still arriving: that request finishes, a request that comes
 * later is told to retry, and no open connection keeps the process up.
 */

const ADMIN = { email: 'admin@crash.test', password: 'Crash-Admin-Password-2026' };
const KILLS = 3;
/** Guests each round answers the RSVP for and lets in at the door. */
const ROUND_GUESTS = 20;
const IMPORT_ROWS = 500;
const USHERS = ['Andi', 'Sinta'] as const;
/** server.ts's promise to an orchestrator: gone before its SIGKILL, 10 s after SIGTERM in Docker. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function ok(answer: Promise<TAnswer>, status = 200): Promise<TAnswer> {
  const res = await answer;
  expect(res.status, res.body).toBe(status);
  return res;
}

let ipCounter = 0;
/** Every guest's phone its own address, so the per-address limits count what they would in real life. */
const nextIp = () => `10.88.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(server: TServerProcess, email: string, password: string): Promise<string> {
  const res = await ok(call(server, 'POST', '/api/user/login', { json: { email, password }, ip: nextIp() }));
  return res.json().accessToken as string;
}

/* ------------------------------------------------------------------ the wedding */

type TWorld = {
  adminToken: string;
  ownerToken: string;
  templateId: string;
  packageIds: Record<string, string>;
  invitation: { id: string; slug: string };
  guests: { code: string; name: string }[];
  ushers: { name: string; token: string }[];
};

/** A couple registered and confirmed the way a visitor does: the mail's link is on the terminal. */
async function registerCouple(server: TServerProcess): Promise<string> {
  const email = `rara-${randomBytes(4).toString('hex')}@crash.test`;
  const password = 'Kebun-Teh-Rara-2026';
  await ok(
    call(server, 'POST', '/api/user/register', {
      json: { name: 'Rara Ayu', email, password },
      ip: nextIp(),
    }),
    201,
  );
  const printed = server.output().split(`for ${email}:`)[1] ?? '';
  const token = /mail-confirmed\?token=([\w-]+)/.exec(printed)?.[1];
  expect(token, server.output()).toBeDefined();
  await ok(call(server, 'POST', '/api/user/email/verify', { json: { token } }));
  return login(server, email, password);
}

async function newInvitation(server: TServerProcess, world: Pick<TWorld, 'ownerToken' | 'templateId'>) {
  const created = await ok(
    call(server, 'POST', '/api/invitations', {
      token: world.ownerToken,
      json: { slug: `rara-dimas-${randomBytes(4).toString('hex')}`, templateId: world.templateId },
    }),
    201,
  );
  return created.json() as { id: string; slug: string; version: number };
}

/** An order for `packageCode`, its transfer confirmed with a screenshot: waiting for an administrator. */
async function awaitingVerification(
  server: TServerProcess,
  world: Pick<TWorld, 'ownerToken' | 'packageIds'>,
  invitationId: string,
  packageCode: string,
): Promise<TTransactionDetail> {
  const order = (
    await ok(
      call(server, 'POST', '/api/transactions', {
        token: world.ownerToken,
        json: { invitationId, packageId: world.packageIds[packageCode] },
      }),
      201,
    )
  ).json<TTransactionDetail>();
  const form = multipart(
    {
      bankName: 'BCA',
      accountHolder: 'Rara Ayu',
      amount: String(order.amount),
      transferDate: jakartaDate(new Date()),
    },
    { name: 'proof', filename: 'bukti.png', contentType: 'image/png', body: await pngProof() },
  );
  await ok(
    call(server, 'POST', `/api/transactions/${order.id}/confirmations`, {
      token: world.ownerToken,
      body: form.payload,
      headers: form.headers,
    }),
    201,
  );
  return order;
}

/** A CSV of `names` (and their group), sent as the dashboard's import dialog uploads a file. */
function guestFile(names: string[], group?: string) {
  const lines = names.map((name) => (group ? `${name},${group}` : name));
  const csv = [group ? 'Nama,Kelompok' : 'Nama', ...lines].join('\n');
  return importUpload('tamu.csv', Buffer.from(csv));
}

/**
 * Everything through HTTP: a bank account, a couple, their published invitation on Eksklusif (paid and
 * approved), its first guests and two ushers' links.
 */
async function setUpWedding(server: TServerProcess): Promise<TWorld> {
  const adminToken = await login(server, ADMIN.email, ADMIN.password);
  await ok(
    call(server, 'POST', '/api/bank-accounts', {
      token: adminToken,
      json: { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangin Indonesia' },
    }),
    201,
  );
  const ownerToken = await registerCouple(server);
  const templates = (await ok(call(server, 'GET', '/api/templates', { token: ownerToken }))).json().data as {
    id: string;
    slug: string;
  }[];
  const packages = (await ok(call(server, 'GET', '/api/packages', { token: ownerToken }))).json()
    .data as TPackage[];
  const partial = {
    adminToken,
    ownerToken,
    templateId: templates.find((t) => t.slug === 'jawa-klasik')!.id,
    packageIds: Object.fromEntries(packages.map((p) => [p.code, p.id])),
  };

  const created = await newInvitation(server, partial);
  const invitation = { id: created.id, slug: created.slug };
  await ok(
    call(server, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: ownerToken,
      json: { version: created.version, content: COMPLETE_CONTENT },
    }),
  );
  await ok(call(server, 'POST', `/api/invitations/${invitation.id}/publish`, { token: ownerToken }));
  const paid = await awaitingVerification(server, partial, invitation.id, 'eksklusif');
  await ok(call(server, 'POST', `/api/admin/transactions/${paid.id}/approve`, { token: adminToken }));

  const names = Array.from(
    { length: KILLS * ROUND_GUESTS },
    (_, i) => `Tamu ${String(i + 1).padStart(2, '0')}`,
  );
  await ok(
    call(server, 'POST', `/api/invitations/${invitation.id}/guests/import/commit`, {
      token: ownerToken,
      ...withBody(guestFile(names)),
    }),
  );
  const listed = await ok(
    call(server, 'GET', `/api/invitations/${invitation.id}/guests?perPage=100&sortBy=name&orderBy=asc`, {
      token: ownerToken,
    }),
  );
  const guests = listed.json<{ data: TGuest[] }>().data.map(({ code, name }) => ({ code, name }));
  expect(guests).toHaveLength(names.length);

  const ushers = [];
  for (const name of USHERS) {
    const res = await ok(
      call(server, 'POST', `/api/invitations/${invitation.id}/ushers`, { token: ownerToken, json: { name } }),
      201,
    );
    ushers.push({ name, token: res.json().token as string });
  }
  return { ...partial, invitation, guests, ushers };
}

const withBody = (upload: { payload: Buffer; headers: Record<string, string> }) => ({
  body: upload.payload,
  headers: upload.headers,
});

/* ------------------------------------------------------------------ the ledger */

type TRsvpSent = { answers: { eventId: string; attendance: TAttendance; pax: number }[]; message: string };

/**
 * What the load sent and what the server acknowledged (a 2xx that arrived). A write whose answer never
 * came may or may not be there after the kill; one that was acknowledged must be, whole.
 */
type TLedger = {
  rsvps: Map<string, { sent: TRsvpSent; acknowledged: boolean }>;
  wishes: { name: string; message: string; acknowledged: boolean }[];
  /** Guest code → the usher whose check-in was acknowledged. */
  checkIns: Map<string, string>;
  imports: { group: string; acknowledged: boolean }[];
  approvals: { transactionId: string; invitationId: string; acknowledged: boolean }[];
};

const newLedger = (): TLedger => ({
  rsvps: new Map(),
  wishes: [],
  checkIns: new Map(),
  imports: [],
  approvals: [],
});

const acknowledged = (list: { acknowledged: boolean }[]) => list.filter((item) => item.acknowledged).length;

/** Sends one write; its answer counts only if it arrived. A refused connection or a cut one is not an answer. */
async function attempt(send: () => Promise<TAnswer>): Promise<TAnswer | null> {
  try {
    return await send();
  } catch {
    return null;
  }
}

function randomRsvp(round: number, index: number): TRsvpSent {
  const pick = (): { attendance: TAttendance; pax: number } => {
    const attendance = ATTENDANCE[randomInt(ATTENDANCE.length)]!;
    return { attendance, pax: 1 + randomInt(2) };
  };
  return {
    answers: [
      { eventId: 'akad', ...pick() },
      { eventId: 'resepsi', ...pick() },
    ],
    message: `Doa dari tamu ${round}-${index}`,
  };
}

/**
 * One round of the wedding's busiest minutes, until the server dies: guests answering the RSVP with
 * their personal codes, wishes, a 500-guest import, two ushers letting the same guests in, and the
 * administrator approving a payment. Paced a little, as people are, so the kill finds it mid-way.
 */
async function load(
  server: TServerProcess,
  world: TWorld,
  ledger: TLedger,
  round: number,
  order: { transactionId: string; invitationId: string },
): Promise<void> {
  let dead = false;
  const alive = (answer: TAnswer | null) => {
    if (!answer) dead = true;
    return answer;
  };
  const page = await ok(call(server, 'GET', `/u/${world.invitation.slug}`));
  const formToken = formTokenIn(page);
  const roundGuests = world.guests.slice(round * ROUND_GUESTS, (round + 1) * ROUND_GUESTS);
  const pause = () => sleep(randomInt(120));

  const rsvps = async (guests: typeof roundGuests) => {
    for (const guest of guests) {
      if (dead) return;
      const sent = randomRsvp(round, world.guests.indexOf(guest));
      const entry = { sent, acknowledged: false };
      ledger.rsvps.set(guest.code, entry);
      const res = alive(
        await attempt(() =>
          call(server, 'POST', `/api/public/${world.invitation.slug}/rsvp`, {
            ip: nextIp(),
            headers: { accept: 'application/json' },
            json: { token: formToken, guestCode: guest.code, ...sent },
          }),
        ),
      );
      if (res) expect(res.status, res.body).toBe(200);
      entry.acknowledged = res !== null;
      await pause();
    }
  };

  const wishes = async (writer: number) => {
    for (let i = 0; !dead; i++) {
      const wish = {
        name: `Sahabat ${round}-${writer}-${i}`,
        message: `Selamat menempuh hidup baru ${round}-${writer}-${i}`,
      };
      const entry = { ...wish, acknowledged: false };
      ledger.wishes.push(entry);
      const res = alive(
        await attempt(() =>
          call(server, 'POST', `/api/public/${world.invitation.slug}/wishes`, {
            ip: nextIp(),
            headers: { accept: 'application/json' },
            json: { token: formToken, ...wish },
          }),
        ),
      );
      if (res) expect(res.status, res.body).toBe(200);
      entry.acknowledged = res !== null;
      await pause();
    }
  };

  const door = async (usher: TWorld['ushers'][number], guests: typeof roundGuests) => {
    for (const guest of guests) {
      if (dead) return;
      const res = alive(
        await attempt(() =>
          call(server, 'POST', '/api/usher/check-in', {
            headers: { 'x-usher-token': usher.token },
            json: { code: guest.code, pax: 1 },
          }),
        ),
      );
      if (res?.status === 200) ledger.checkIns.set(guest.code, usher.name);
      // The other usher was quicker with this guest.
      else if (res) expect(res.json().code, res.body).toBe('ALREADY_CHECKED_IN');
      await pause();
    }
  };

  let importSent: () => void = () => undefined;
  let approvalSent: () => void = () => undefined;
  const sent = {
    import: new Promise<void>((resolve) => (importSent = resolve)),
    approval: new Promise<void>((resolve) => (approvalSent = resolve)),
  };

  const bulkImport = async () => {
    await sleep(randomInt(600));
    const group = `Impor ${round}`;
    const entry = { group, acknowledged: false };
    ledger.imports.push(entry);
    const names = Array.from({ length: IMPORT_ROWS }, (_, i) => `Impor ${round}-${i + 1}`);
    importSent();
    const res = alive(
      await attempt(() =>
        call(server, 'POST', `/api/invitations/${world.invitation.id}/guests/import/commit`, {
          token: world.ownerToken,
          ...withBody(guestFile(names, group)),
        }),
      ),
    );
    if (res) {
      expect(res.status, res.body).toBe(200);
      expect(res.json<TImportResult>().added).toBe(IMPORT_ROWS);
    }
    entry.acknowledged = res !== null;
  };

  const approval = async () => {
    await sleep(randomInt(900));
    const entry = { ...order, acknowledged: false };
    ledger.approvals.push(entry);
    approvalSent();
    const res = alive(
      await attempt(() =>
        call(server, 'POST', `/api/admin/transactions/${order.transactionId}/approve`, {
          token: world.adminToken,
        }),
      ),
    );
    if (res) expect(res.status, res.body).toBe(200);
    entry.acknowledged = res !== null;
  };

  const half = ROUND_GUESTS / 2;
  const before = {
    rsvps: acknowledged([...ledger.rsvps.values()]),
    wishes: acknowledged(ledger.wishes),
    checkIns: ledger.checkIns.size,
  };
  // A random moment of the load: in the first round while the import is likely still being saved, in
  // the second while the approval is, in the others anywhere.
  const moment = [
    { what: 'after the import was sent', after: sent.import, ms: randomInt(400) },
    { what: 'after the approval was sent', after: sent.approval, ms: randomInt(60) },
  ][round] ?? { what: 'into the load', after: Promise.resolve(), ms: 500 + randomInt(2_500) };
  // Every stream runs to its end (the kill's included) before a failure is reported, so none is left
  // sending into the next test.
  const streams = await Promise.allSettled([
    rsvps(roundGuests.slice(0, half)),
    rsvps(roundGuests.slice(half)),
    wishes(1),
    wishes(2),
    door(world.ushers[0]!, roundGuests),
    door(world.ushers[1]!, [...roundGuests].reverse()),
    bulkImport(),
    approval(),
    moment.after.then(async () => {
      await sleep(moment.ms);
      await server.kill('SIGKILL');
      dead = true;
    }),
  ]);
  const failed = streams.find((stream) => stream.status === 'rejected');
  if (failed) throw failed.reason;
  const imported = ledger.imports.at(-1)!;
  const approved = ledger.approvals.at(-1)!;
  console.info(
    `crash (${testDbKind}) round ${round + 1}: SIGKILL ${moment.ms} ms ${moment.what}, with ` +
      `${acknowledged([...ledger.rsvps.values()]) - before.rsvps} RSVPs, ` +
      `${acknowledged(ledger.wishes) - before.wishes} wishes and ${ledger.checkIns.size - before.checkIns} check-ins ` +
      `acknowledged; the import ${imported.acknowledged ? 'was' : 'was not'} and the approval ` +
      `${approved.acknowledged ? 'was' : 'was not'}`,
  );
}

/* ------------------------------------------------------------------ what must be there */

async function allPages<T>(server: TServerProcess, token: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await ok(
      call(server, 'GET', `${path}${path.includes('?') ? '&' : '?'}perPage=100&page=${page}`, { token }),
    );
    const { data, total } = res.json<{ data: T[]; total: number }>();
    rows.push(...data);
    if (rows.length >= total || data.length === 0) return rows;
  }
}

/** Reads everything back through the restarted server and holds it to the ledger. */
async function verify(server: TServerProcess, world: TWorld, ledger: TLedger): Promise<void> {
  const guests = await allPages<TGuest>(
    server,
    world.ownerToken,
    `/api/invitations/${world.invitation.id}/guests?sortBy=name&orderBy=asc`,
  );
  const byCode = new Map(guests.map((guest) => [guest.code, guest]));

  // RSVPs: an acknowledged answer is there as sent; one in flight is there whole or not at all.
  for (const [code, { sent, acknowledged }] of ledger.rsvps) {
    const stored = byCode.get(code)!;
    const got = {
      answers: stored.rsvp
        .map(({ eventId, attendance, pax }) => ({ eventId, attendance, pax }))
        .sort((a, b) => a.eventId.localeCompare(b.eventId)),
      message: stored.rsvp[0]?.message ?? null,
    };
    if (acknowledged || got.answers.length > 0) {
      // Declining brings nobody, whatever the form said.
      const kept = sent.answers.map((a) => ({ ...a, pax: a.attendance === 'tidak_hadir' ? 0 : a.pax }));
      expect(got, `${stored.name}'s RSVP${acknowledged ? '' : ' (sent as the server died)'}`).toEqual({
        ...sent,
        answers: kept,
      });
    }
  }

  // Wishes: every acknowledged one, once.
  const wishes = await allPages<TOwnerWish>(
    server,
    world.ownerToken,
    `/api/invitations/${world.invitation.id}/wishes`,
  );
  const wishCount = new Map<string, number>();
  for (const wish of wishes) wishCount.set(wish.name, (wishCount.get(wish.name) ?? 0) + 1);
  for (const wish of ledger.wishes) {
    const count = wishCount.get(wish.name) ?? 0;
    if (wish.acknowledged) expect(count, `${wish.name}'s wish`).toBe(1);
    else expect(count, `${wish.name}'s wish (sent as the server died)`).toBeLessThanOrEqual(1);
  }
  const strangers = wishes.filter(
    (wish) => !ledger.wishes.some((sent) => sent.name === wish.name && sent.message === wish.message),
  );
  expect(strangers).toEqual([]);

  // Imports: all 500 guests of a round or none of them, and all of them when it was acknowledged.
  for (const imported of ledger.imports) {
    const landed = guests.filter((guest) => guest.group === imported.group).length;
    expect([0, IMPORT_ROWS], `guests of "${imported.group}"`).toContain(landed);
    if (imported.acknowledged) expect(landed, `guests of "${imported.group}"`).toBe(IMPORT_ROWS);
  }

  // Check-ins: each acknowledged one by its usher, each guest let in once, and the counts agree.
  // Every check-in here names no session, so all go to the door's default one: one arrival a guest.
  for (const [code, usher] of ledger.checkIns) {
    const guest = byCode.get(code)!;
    expect(
      guest.arrivals.map((arrival) => ({ pax: arrival.pax, by: arrival.byName })),
      guest.name,
    ).toEqual([{ pax: 1, by: usher }]);
  }
  const checkedIn = guests.filter((guest) => guest.arrivals.length > 0);
  for (const guest of checkedIn) expect(guest.arrivals, `${guest.name}'s arrivals`).toHaveLength(1);
  const ushers = (
    await ok(
      call(server, 'GET', `/api/invitations/${world.invitation.id}/ushers`, { token: world.ownerToken }),
    )
  ).json<{
    data: TUsher[];
  }>().data;
  for (const usher of ushers) {
    const theirs = checkedIn.filter((guest) => guest.arrivals[0]!.byName === usher.name).length;
    expect(usher.checkIns, `${usher.name}'s check-ins`).toBe(theirs);
    expect(theirs).toBeGreaterThanOrEqual(
      [...ledger.checkIns.values()].filter((name) => name === usher.name).length,
    );
  }
  const summary = (
    await ok(
      call(server, 'GET', `/api/invitations/${world.invitation.id}/check-in/summary`, {
        token: world.ownerToken,
      }),
    )
  ).json<TCheckInSummary>();
  expect({ checkedIn: summary.checkedIn, pax: summary.checkedInPax }).toEqual({
    checkedIn: checkedIn.length,
    pax: checkedIn.reduce((sum, guest) => sum + peopleArrived(guest), 0),
  });

  // Approvals: paid and on the package together, or neither; paid when it was acknowledged.
  for (const approval of ledger.approvals) {
    const order = (
      await ok(
        call(server, 'GET', `/api/transactions/${approval.transactionId}`, { token: world.ownerToken }),
      )
    ).json<TTransactionDetail>();
    const plan = (
      await ok(
        call(server, 'GET', `/api/invitations/${approval.invitationId}/package`, { token: world.ownerToken }),
      )
    ).json<TInvitationPlan>();
    const state = {
      order: order.status,
      confirmation: order.confirmations.map((confirmation) => confirmation.status),
      package: plan.package.code,
    };
    const approved = { order: 'lunas', confirmation: ['diterima'], package: 'premium' };
    if (approval.acknowledged) expect(state).toEqual(approved);
    else
      expect([
        approved,
        { order: 'menunggu_verifikasi', confirmation: ['menunggu'], package: 'gratis' },
      ]).toContainEqual(state);
  }
}

/* ------------------------------------------------------------------ SIGTERM's clients */

const isDown = (server: TServerProcess) =>
  Promise.race([server.exited.then(() => true), sleep(0).then(() => false)]);

/** A raw connection, to hold it idle or to send a request in pieces, as no fetch would. */
function rawConnection(server: TServerProcess) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

/* ------------------------------------------------------------------ the tests */

function crashSuite(kind: 'pglite' | 'postgres') {
  let dataDir: string;
  let env: Record<string, string>;
  let closeDatabase: () => Promise<void> = async () => undefined;
  let server: TServerProcess | undefined;
  let world: TWorld;
  const ledger = newLedger();

  const start = async () => (server = await startServer(env));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'undangin-crash-'));
    env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    };
    const built = buildServer();
    if (kind === 'postgres') {
      const created = await createTestPostgres();
      env.DATABASE_URL = created.url;
      // With Redis, as several processes run: its connection is one more thing SIGTERM must close.
      env.REDIS_URL = process.env.TEST_REDIS_URL ?? '';
      closeDatabase = () => created.database.close();
    }
    await built;
    world = await setUpWedding(await start());
  }, 240_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every acknowledged write, whole, through ${KILLS} SIGKILLs mid-load`,
    { timeout: 240_000 },
    async () => {
      for (let round = 0; round < KILLS; round++) {
        const invitation = await newInvitation(server!, world);
        const order = await awaitingVerification(server!, world, invitation.id, 'premium');
        await load(server!, world, ledger, round, { transactionId: order.id, invitationId: invitation.id });
        const exit = await server!.exited;
        expect(exit.signal).toBe('SIGKILL');
        // Started again on the same data folder or database: the dead process's lock does not hold it back.
        await start();
        await verify(server!, world, ledger);
      }
      expect([...ledger.rsvps.values()].some((r) => r.acknowledged)).toBe(true);
    },
  );

  it(
    'on SIGTERM finishes the request in flight, tells a late one to retry, and exits 0 within 10 s',
    { timeout: 120_000 },
    async () => {
      if (!server || (await isDown(server))) await start();
      const running = server!;
      const group = 'Unggahan lambat';
      const names = Array.from({ length: 20 }, (_, i) => `Lambat ${i + 1}`);
      const file = guestFile(names, group);
      const cutAt = Math.floor(file.payload.length / 3);

      // A client that made one request and keeps its connection open, idle.
      const idle = rawConnection(running);
      await idle.connected;
      idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      // A client that has sent half a request's header when the signal comes.
      const late = rawConnection(running);
      await late.connected;
      late.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      // And one that never finishes its header.
      const stuck = rawConnection(running);
      await stuck.connected;
      stuck.socket.write(`GET /api/health HTTP/1.1\r\n`);

      // The import's file arrives slowly, as from a phone on a weak signal: a third now, the rest over
      // a second after the signal.
      const upload = rawConnection(running);
      await upload.connected;
      upload.socket.write(
        [
          `POST /api/invitations/${world.invitation.id}/guests/import/commit HTTP/1.1`,
          'Host: 127.0.0.1',
          `Content-Type: ${file.headers['content-type']}`,
          `Content-Length: ${file.payload.length}`,
          `Cookie: XSRF-TOKEN=${SERVER_XSRF}`,
          `X-XSRF-Token: ${SERVER_XSRF}`,
          `Authorization: Bearer ${world.ownerToken}`,
          '',
          '',
        ].join('\r\n'),
      );
      upload.socket.write(file.payload.subarray(0, cutAt));
      await sleep(800);
      expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);

      const signalled = Date.now();
      const exited = running.kill('SIGTERM');
      // The idle connection is closed at once, and no new connection is taken: a load balancer sends
      // its next request to another process.
      expect((await idle.closed) - signalled).toBeLessThan(2_000);
      await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();

      // A request that arrives now, on a connection that was open: 503, come back in a few seconds.
      late.socket.write('\r\n');
      await late.closed;
      const [head, lateBody] = late.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 503 /);
      expect(head).toMatch(new RegExp(`\r\nretry-after: ${DRAINING_RETRY_SECONDS}\r\n`, 'i'));
      expect(head).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(lateBody!)).toEqual({ message: DRAINING_MESSAGE });

      // The upload that was under way finishes, its import is saved, and its connection is closed
      // with the answer instead of staying open for another request.
      for (let at = cutAt; at < file.payload.length; at += 16) {
        upload.socket.write(file.payload.subarray(at, at + 16));
        await sleep(60);
      }
      expect((await upload.closed) - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS / 2);
      const [uploadHead, uploadBody] = upload.received().split('\r\n\r\n');
      expect(uploadHead, uploadBody).toMatch(/^HTTP\/1\.1 200 /);
      expect(uploadHead).toMatch(/\r\nconnection: close\r\n/i);
      expect((JSON.parse(uploadBody!) as TImportResult).added).toBe(names.length);

      // The process ends, cleanly, before an orchestrator would kill it; the client that never finished
      // its header was cut at the drain's deadline rather than holding the process up.
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
      await stuck.closed;
      expect(running.output()).toMatch(/requests still running after \d+ s of shutdown are cut/);

      await start();
      const saved = await ok(
        call(
          server!,
          'GET',
          `/api/invitations/${world.invitation.id}/guests?perPage=5&group=${encodeURIComponent(group)}`,
          {
            token: world.ownerToken,
          },
        ),
      );
      expect(saved.json().total).toBe(names.length);
    },
  );
}

describe.runIf(testDbKind === 'pglite')('killed and stopped on the embedded database', () =>
  crashSuite('pglite'),
);
describe.runIf(testDbKind === 'postgres')('killed and stopped on PostgreSQL', () => crashSuite('postgres'));
