import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_CONTENT } from './helpers/invitations';
import { createTestPostgres, testDbKind } from './helpers/database';
import { startFakeS3, type TFakeS3 } from './helpers/fake-s3';
import { photo } from './helpers/profile';
import { buildServer, callServer as call, startServers, type TServerProcess } from './helpers/server-process';
import {
  invitations,
  notifications,
  packages,
  transactions,
  unownedFiles,
  users,
  templates,
} from '../src/db/schema';
import { openPostgres, type TDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/passwords';
import { runGuestErasure } from '../src/modules/guests/privacy-job';
import { insertUser } from '../src/modules/auth/repository';
import { INVITATION_TTL_MS } from '../src/public/page-data';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = testDbKind === 'postgres' && Boolean(databaseUrl && redisUrl);
if (testDbKind === 'postgres' && !runs) {
  console.warn('scale-out: skipped, TEST_REDIS_URL is not set (CI sets it with TEST_DATABASE_URL).');
}

const ADMIN = { email: 'admin@scale-out.test', password: 'Scale-Out-Admin-2026!' };
/** The longest a change may take to reach the other process: one Redis message, not a cache lifetime. */
const PROPAGATION_MS = 1_000;

let ipCounter = 0;
/** A client address of its own for each test, so per-address limits never leak between tests. */
const nextIp = () => `10.77.0.${++ipCounter}`;

/** Polls `read` until `done` holds, for at most PROPAGATION_MS; returns the last answer. */
async function soon<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + PROPAGATION_MS;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.runIf(runs)('two API processes sharing PostgreSQL, Redis and the bucket', () => {
  let database: TDatabase;
  let fake: TFakeS3;
  let env: Record<string, string>;
  let a: TServerProcess;
  let b: TServerProcess;
  let adminToken: string;

  async function startBoth() {
    [a, b] = (await startServers(2, env)) as [TServerProcess, TServerProcess];
  }

  beforeAll(async () => {
    const [, created, s3] = await Promise.all([buildServer(), createTestPostgres(), startFakeS3()]);
    database = created.database;
    fake = s3;
    // A Redis database of its own, since the servers' keys all start with the one fixed prefix (its
    // event channel is heard from every database, which costs other suites' servers a cache clear).
    const redis = new URL(redisUrl!);
    redis.pathname = '/13';
    env = {
      DATABASE_URL: created.url,
      REDIS_URL: redis.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.url,
      S3_REGION: fake.region,
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'scale-out/',
    };
    await flushRedis();
    // Both at once on an empty database: the first-run data is made once between them.
    await startBoth();
    adminToken = (await login(a, ADMIN.email, ADMIN.password)).json().accessToken;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    if (env) await flushRedis();
    await fake?.close();
    await database?.close();
  });

  async function flushRedis() {
    const client = new Redis(env.REDIS_URL!);
    const keys = await client.keys('undangin:*');
    if (keys.length) await client.del(...keys);
    await client.quit();
  }

  const login = (server: TServerProcess, email: string, password: string, ip = '10.76.0.1') =>
    call(server, 'POST', '/api/user/login', { json: { email, password }, ip });

  /** A confirmed couple's account, straight in the database, signed in through `server`. */
  async function couple(server: TServerProcess) {
    const email = `pasangan-${randomBytes(4).toString('hex')}@scale-out.test`;
    const password = `Kebun-Teh-${randomBytes(4).toString('hex')}`;
    const now = new Date();
    const row = await insertUser(database.db, {
      name: 'Rina Pratama',
      email,
      passwordHash: await hashPassword(password),
      role: 'user',
      emailVerifiedAt: now,
      tokensValidAfter: now,
    });
    const res = await login(server, email, password, nextIp());
    expect(res.status, res.body).toBe(200);
    return { id: row.id, email, password, token: res.json().accessToken as string };
  }

  /** A published invitation of a new couple, made through `server`. */
  async function publishedInvitation(server: TServerProcess) {
    const owner = await couple(server);
    const [template] = await database.db.select().from(templates).where(eq(templates.slug, 'jawa-klasik'));
    const slug = `rara-dimas-${randomBytes(4).toString('hex')}`;
    const created = await call(server, 'POST', '/api/invitations', {
      token: owner.token,
      json: { slug, templateId: template!.id },
    });
    expect(created.status, created.body).toBe(201);
    const id = created.json().id as string;
    const saved = await call(server, 'PATCH', `/api/invitations/${id}`, {
      token: owner.token,
      json: { version: created.json().version, content: COMPLETE_CONTENT },
    });
    expect(saved.status, saved.body).toBe(200);
    const published = await call(server, 'POST', `/api/invitations/${id}/publish`, { token: owner.token });
    expect(published.status, published.body).toBe(200);
    return { owner, id, slug, version: published.json().version as number };
  }

  /** A guest with a phone number, at a wedding long past: their contact is due for erasure. */
  async function guestPastRetention(invitation: Awaited<ReturnType<typeof publishedInvitation>>) {
    const guest = await call(a, 'POST', `/api/invitations/${invitation.id}/guests`, {
      token: invitation.owner.token,
      json: { name: 'Budi Santoso', phone: '081234567890' },
    });
    expect(guest.status, guest.body).toBe(201);
    const longAgo = {
      ...COMPLETE_CONTENT,
      events: COMPLETE_CONTENT.events!.map((event) => ({ ...event, date: '2020-01-11' })),
    };
    await database.db.update(invitations).set({ content: longAgo }).where(eq(invitations.id, invitation.id));
  }

  const me = (server: TServerProcess, token: string) => call(server, 'GET', '/api/user/me', { token });
  const page = (server: TServerProcess, path: string) => call(server, 'GET', path);

  it('starts both on one empty database with the first-run data made once', async () => {
    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const seeded = await database.db.select().from(templates);
    expect(new Set(seeded.map((t) => t.slug)).size).toBe(seeded.length);
  });

  it('honours a token issued by one process on the other', async () => {
    const rina = await couple(a);
    const onB = await me(b, rina.token);
    expect(onB.status, onB.body).toBe(200);
    expect(onB.json().userData.email).toBe(rina.email);
    const fromB = await login(b, rina.email, rina.password, nextIp());
    expect((await me(a, fromB.json().accessToken)).status).toBe(200);
  });

  it('ends a session on the other process at once when it logs out through one', async () => {
    const rina = await couple(a);
    expect((await me(b, rina.token)).status).toBe(200);
    expect((await call(a, 'POST', '/api/user/logout', { token: rina.token })).status).toBe(200);
    expect((await me(b, rina.token)).status).toBe(401);
    // And the other way round.
    const again = (await login(b, rina.email, rina.password, nextIp())).json().accessToken as string;
    expect((await call(b, 'POST', '/api/user/logout', { token: again })).status).toBe(200);
    expect((await me(a, again)).status).toBe(401);
  });

  it('ends the old sessions on the other process at once when the password changes through one', async () => {
    const rina = await couple(a);
    expect((await me(b, rina.token)).status).toBe(200);
    const newPassword = `Kebun-Kopi-${randomBytes(4).toString('hex')}`;
    const changed = await call(a, 'PUT', '/api/user/password', {
      token: rina.token,
      json: { currentPassword: rina.password, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status, changed.body).toBe(200);
    expect((await me(b, rina.token)).status).toBe(401);
    expect((await login(b, rina.email, newPassword, nextIp())).status).toBe(200);
  });

  it("ends a suspended couple's session on the other process at once", async () => {
    const rina = await couple(b);
    expect((await me(b, rina.token)).status).toBe(200);
    const suspended = await call(a, 'POST', `/api/users/${rina.id}/suspend`, {
      token: adminToken,
      json: { reason: 'Penipuan' },
    });
    expect(suspended.status, suspended.body).toBe(200);
    expect((await me(b, rina.token)).status).toBe(401);
  });

  it('counts sign-in failures on both processes against one budget', async () => {
    const rina = await couple(a);
    const ip = nextIp();
    // Five failures for one account block it (README: rate limits), wherever each one landed.
    for (const server of [a, b, a, b, a]) {
      const failed = await login(server, rina.email, 'Salah-Sandi-123', ip);
      expect(failed.status, failed.body).toBe(422);
    }
    const blocked = await login(b, rina.email, rina.password, ip);
    expect(blocked.status, blocked.body).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts a rate-limited route's calls on both processes against one budget", async () => {
    // Registration: 10 an hour per address (README: rate limits), half of them on each process.
    const ip = nextIp();
    const register = (server: TServerProcess) =>
      call(server, 'POST', '/api/user/register', {
        ip,
        json: {
          name: 'Sekar Ayu',
          email: `sekar-${randomBytes(4).toString('hex')}@scale-out.test`,
          password: 'Kebun-Teh-Sekar-2026',
        },
      });
    for (let i = 0; i < 10; i++) {
      const res = await register(i % 2 === 0 ? a : b);
      expect(res.status, res.body).toBe(201);
    }
    const refused = await register(a);
    expect(refused.status, refused.body).toBe(429);
    expect((await register(b)).status).toBe(429);
  });

  describe('no stale public page', () => {
    it('shows an edit made through one process on the other at once', async () => {
      const invitation = await publishedInvitation(a);
      const before = await page(b, `/u/${invitation.slug}`);
      const warmedAt = Date.now();
      expect(before.body).toContain('Rara');
      expect(before.body).not.toContain('Rahayu');
      const content = {
        ...COMPLETE_CONTENT,
        couple: {
          ...COMPLETE_CONTENT.couple!,
          bride: { ...COMPLETE_CONTENT.couple!.bride, nickname: 'Rahayu' },
        },
      };
      const saved = await call(a, 'PATCH', `/api/invitations/${invitation.id}`, {
        token: invitation.owner.token,
        json: { version: invitation.version, content },
      });
      expect(saved.status, saved.body).toBe(200);
      const after = await soon(
        () => page(b, `/u/${invitation.slug}`),
        (res) => res.body.includes('Rahayu'),
      );
      expect(after.body).toContain('Rahayu');
      // Seen through the message, not because B's copy ran out.
      expect(Date.now() - warmedAt).toBeLessThan(INVITATION_TTL_MS);
    });

    it("shows a guest's RSVP sent through one process on their page on the other at once", async () => {
      const invitation = await publishedInvitation(a);
      const guest = await call(a, 'POST', `/api/invitations/${invitation.id}/guests`, {
        token: invitation.owner.token,
        json: { name: 'Budi Santoso', quota: 2 },
      });
      expect(guest.status, guest.body).toBe(201);
      const path = `/u/${invitation.slug}/${guest.json().code}`;
      const before = await page(b, path);
      expect(before.status).toBe(200);
      const token = /name="token" value="([^"]+)"/.exec(before.body)![1]!;
      const sent = await call(a, 'POST', `/api/public/${invitation.slug}/rsvp`, {
        ip: nextIp(),
        headers: { accept: 'application/json' },
        json: {
          token,
          guestCode: guest.json().code,
          message: 'Insya Allah hadir bersama istri',
          answers: [
            { eventId: 'akad', attendance: 'hadir', pax: 2 },
            { eventId: 'resepsi', attendance: 'hadir', pax: 2 },
          ],
        },
      });
      expect(sent.status, sent.body).toBe(200);
      const after = await soon(
        () => page(b, path),
        (res) => res.body.includes('Insya Allah hadir bersama istri'),
      );
      expect(after.body).toContain('Insya Allah hadir bersama istri');
    });

    it('shows a wish approved through one process on the other at once', async () => {
      const invitation = await publishedInvitation(a);
      // A wish with a link waits for the couple on every plan.
      const message = 'Selamat menempuh hidup baru! Foto kita di https://contoh.example/foto';
      const token = /name="token" value="([^"]+)"/.exec((await page(a, `/u/${invitation.slug}`)).body)![1]!;
      const sent = await call(b, 'POST', `/api/public/${invitation.slug}/wishes`, {
        ip: nextIp(),
        headers: { accept: 'application/json' },
        json: { token, name: 'Tante Lina', message },
      });
      expect(sent.status, sent.body).toBe(200);
      const before = await page(b, `/u/${invitation.slug}`);
      expect(before.body).not.toContain('Tante Lina');
      const listed = await call(a, 'GET', `/api/invitations/${invitation.id}/wishes`, {
        token: invitation.owner.token,
      });
      const wish = listed.json().data.find((w: { name: string }) => w.name === 'Tante Lina');
      const approved = await call(a, 'PATCH', `/api/wishes/${wish.id}`, {
        token: invitation.owner.token,
        json: { status: 'approved' },
      });
      expect(approved.status, approved.body).toBe(200);
      const after = await soon(
        () => page(b, `/u/${invitation.slug}`),
        (res) => res.body.includes('Tante Lina'),
      );
      expect(after.body).toContain('Tante Lina');
    });

    it('takes a page down on the other process at once when an administrator does through one', async () => {
      const invitation = await publishedInvitation(b);
      const upload = new FormData();
      upload.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'foto.jpg');
      const uploaded = await call(b, 'POST', `/api/invitations/${invitation.id}/media`, {
        token: invitation.owner.token,
        body: upload,
      });
      expect(uploaded.status, uploaded.body).toBe(201);
      const picture = `/u/assets/media/${uploaded.json().key}-960.webp`;
      expect((await page(b, `/u/${invitation.slug}`)).status).toBe(200);
      expect((await page(b, picture)).status).toBe(200);
      const down = await call(a, 'POST', `/api/admin/invitations/${invitation.id}/unpublish`, {
        token: adminToken,
        json: { reason: 'Konten melanggar ketentuan layanan' },
      });
      expect(down.status, down.body).toBe(200);
      const after = await soon(
        () => page(b, `/u/${invitation.slug}`),
        (res) => res.status !== 200,
      );
      expect(after.status).toBe(404);
      expect(after.body).toContain('Undangan belum tersedia');
      // Its pictures go with it.
      const gone = await soon(
        () => page(b, picture),
        (res) => res.status !== 200,
      );
      expect(gone.status).toBe(404);
    });
    it("shows a template's new colours made through one process on every page of the other at once", async () => {
      const invitation = await publishedInvitation(a);
      const themeColour = async (server: TServerProcess) =>
        /<meta name="theme-color" content="(#[0-9a-fA-F]{6})"/.exec(
          (await page(server, `/u/${invitation.slug}`)).body,
        )?.[1];
      const [template] = await database.db.select().from(templates).where(eq(templates.slug, 'jawa-klasik'));
      expect(await themeColour(b)).toBeDefined();
      expect(await themeColour(b)).not.toBe('#101820');
      const saved = await call(a, 'PATCH', `/api/templates/${template!.id}`, {
        token: adminToken,
        json: { palette: { ...template!.palette, cover: '#101820', coverInk: '#ffffff' } },
      });
      expect(saved.status, saved.body).toBe(200);
      const after = await soon(
        () => themeColour(b),
        (colour) => colour === '#101820',
      );
      expect(after).toBe('#101820');
    });
  });

  it('reads a notification made through one process on the other', async () => {
    const invitation = await publishedInvitation(a);
    const token = /name="token" value="([^"]+)"/.exec((await page(a, `/u/${invitation.slug}`)).body)![1]!;
    const sent = await call(a, 'POST', `/api/public/${invitation.slug}/wishes`, {
      ip: nextIp(),
      headers: { accept: 'application/json' },
      json: { token, name: 'Om Hendra', message: 'Semoga samawa' },
    });
    expect(sent.status, sent.body).toBe(200);
    const onB = await call(b, 'GET', '/api/notifications', { token: invitation.owner.token });
    expect(onB.status).toBe(200);
    const notice = onB.json().items.find((n: { type: string }) => n.type === 'wish.new');
    expect(notice.title).toContain('Om Hendra');
    const read = await call(b, 'POST', `/api/notifications/${notice.id}/read`, {
      token: invitation.owner.token,
    });
    expect(read.status, read.body).toBe(200);
    const onA = await call(a, 'GET', '/api/notifications', { token: invitation.owner.token });
    expect(onA.json().items.find((n: { id: string }) => n.id === notice.id).readAt).not.toBeNull();
  });

  it('serves a file uploaded through one process from the other, through the bucket', async () => {
    const rina = await couple(a);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await call(a, 'POST', '/api/user/avatar', { token: rina.token, body: form });
    expect(uploaded.status, uploaded.body).toBe(200);
    const url = new URL(uploaded.json().userData.avatarUrl as string, a.url);
    const stored = fake.objects.get(`scale-out/avatars/${url.pathname.split('/').pop()}`);
    expect(stored).toBeDefined();
    const served = await fetch(`${b.url}${url.pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored!.body);
  });

  // Two starts on a busy machine take as long as the built-server test allows one.
  it('runs the periodic jobs once between them when both start at once', { timeout: 180_000 }, async () => {
    const hour = 60 * 60 * 1000;
    // Billing: an order whose transfer window has passed.
    const bank = await call(a, 'POST', '/api/bank-accounts', {
      token: adminToken,
      json: { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangin Indonesia' },
    });
    expect(bank.status, bank.body).toBe(201);
    const invitation = await publishedInvitation(a);
    const [basic] = await database.db.select().from(packages).where(eq(packages.code, 'basic'));
    const order = await call(b, 'POST', '/api/transactions', {
      token: invitation.owner.token,
      json: { invitationId: invitation.id, packageId: basic!.id },
    });
    expect(order.status, order.body).toBe(201);
    await database.db
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - hour) })
      .where(eq(transactions.id, order.json().id));
    // Guest data erasure: a guest's phone number kept past the retention after the wedding.
    await guestPastRetention(invitation);
    // The orphan sweep: a file no record names, unowned for longer than its grace.
    const orphan = `avatars/orphan-${randomBytes(4).toString('hex')}.webp`;
    fake.objects.set(`scale-out/${orphan}`, { body: Buffer.from('orphan'), contentType: 'image/webp' });
    await database.db.insert(unownedFiles).values({ key: orphan, since: new Date(Date.now() - 25 * hour) });

    // Each process runs every job at start-up; two starting together is the closest they come.
    await Promise.all([a.kill(), b.kill()]);
    await startBoth();

    const notices = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, invitation.owner.id));
    expect(notices.filter((n) => n.type === 'payment.expired')).toHaveLength(1);
    expect(notices.filter((n) => n.type === 'guests.erased')).toHaveLength(1);
    const [expired] = await database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, order.json().id));
    expect(expired!.status).toBe('kedaluwarsa');
    expect(
      fake.requests.filter((r) => r.method === 'DELETE' && r.key === `scale-out/${orphan}`),
    ).toHaveLength(1);
    expect(fake.objects.has(`scale-out/${orphan}`)).toBe(false);
    // And both serve again, with the sessions they issued before.
    expect((await me(a, invitation.owner.token)).status).toBe(200);
    expect((await me(b, invitation.owner.token)).status).toBe(200);
  });

  it("erases guests' contacts once when two processes' runs are in flight at the same instant", async () => {
    // The advisory lock, where a start-up could let one run finish before the other begins: the job
    // itself, from two connections of its own, as two processes' timers firing together run it.
    const invitation = await publishedInvitation(a);
    await guestPastRetention(invitation);
    const other = openPostgres(env.DATABASE_URL!, 2);
    try {
      const now = new Date();
      const runs = await Promise.all([runGuestErasure(database.db, now), runGuestErasure(other.db, now)]);
      expect(runs.reduce((sum, run) => sum + run.erased, 0)).toBe(1);
    } finally {
      await other.close();
    }
    const notices = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, invitation.owner.id));
    expect(notices.filter((n) => n.type === 'guests.erased')).toHaveLength(1);
    const listed = await call(b, 'GET', `/api/invitations/${invitation.id}/guests`, {
      token: invitation.owner.token,
    });
    expect(listed.json().data[0].phone).toBeNull();
  });
});
