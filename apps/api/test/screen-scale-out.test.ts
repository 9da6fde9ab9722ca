import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScreenLinkCreated } from '@undangin/shared';
import { invitationPlans, packages, wishes } from '../src/db/schema';
import type { TDatabase } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/repository';
import { createTestPostgres, testDbKind } from './helpers/database';
import { COMPLETE_CONTENT } from './helpers/invitations';
import { openEventStream, type TEventStream } from './helpers/screens';
import { buildServer, callServer as call, startServers, type TServerProcess } from './helpers/server-process';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = testDbKind === 'postgres' && Boolean(databaseUrl && redisUrl);
if (testDbKind === 'postgres' && !runs) {
  console.warn('screen scale-out: skipped, TEST_REDIS_URL is not set (CI sets it with TEST_DATABASE_URL).');
}

/** One Redis message between the processes, not a poll: what a screen across the hall must keep up with. */
const PROPAGATION_MS = 1_000;

/**
 * Layar Sapa on two built servers sharing PostgreSQL and Redis, as behind a load balancer: the door on
 * one process, the screen's stream on the other.
 */
describe.runIf(runs)('Layar Sapa across two API processes', () => {
  let database: TDatabase;
  let env: Record<string, string>;
  let a: TServerProcess;
  let b: TServerProcess;
  let token: string;
  let invitationId: string;
  const streams: TEventStream[] = [];

  async function flushRedis() {
    const client = new Redis(env.REDIS_URL!);
    const keys = await client.keys('undangin:*');
    if (keys.length) await client.del(...keys);
    await client.quit();
  }

  beforeAll(async () => {
    const [, created] = await Promise.all([buildServer(), createTestPostgres()]);
    database = created.database;
    // A Redis database of its own (scale-out.test.ts uses 13): the servers' keys share one prefix.
    const redis = new URL(redisUrl!);
    redis.pathname = '/12';
    env = {
      DATABASE_URL: created.url,
      REDIS_URL: redis.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@layar.test',
      ADMIN_PASSWORD: 'Layar-Sapa-Admin-2026!',
    };
    await flushRedis();
    [a, b] = (await startServers(2, env)) as [TServerProcess, TServerProcess];

    const email = `pasangan-${randomBytes(4).toString('hex')}@layar.test`;
    const password = `Kebun-Teh-${randomBytes(4).toString('hex')}`;
    const now = new Date();
    await insertUser(database.db, {
      name: 'Rina Pratama',
      email,
      passwordHash: await hashPassword(password),
      role: 'user',
      emailVerifiedAt: now,
      tokensValidAfter: now,
    });
    token = (await call(a, 'POST', '/api/user/login', { json: { email, password } })).json().accessToken;
    const made = await call(a, 'POST', '/api/invitations', {
      token,
      json: { slug: `layar-${randomBytes(4).toString('hex')}`, content: COMPLETE_CONTENT },
    });
    expect(made.status, made.body).toBe(201);
    invitationId = made.json().id;
    // On a package with QR check-in, as a couple who bought one.
    const [premium] = await database.db.select().from(packages).where(eq(packages.code, 'premium'));
    await database.db
      .insert(invitationPlans)
      .values({ invitationId, packageId: premium!.id, activeUntil: new Date(Date.UTC(2040, 0, 1)) });
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([a?.kill(), b?.kill()]);
    if (env) await flushRedis();
    await database?.close();
  });

  async function makeLink(server: TServerProcess, name: string): Promise<TScreenLinkCreated> {
    const res = await call(server, 'POST', `/api/invitations/${invitationId}/screens`, {
      token,
      json: { name },
    });
    expect(res.status, res.body).toBe(201);
    return res.json();
  }

  async function screenOn(server: TServerProcess, link: string, headers: Record<string, string> = {}) {
    const stream = await openEventStream(`${server.url}${new URL(link).pathname}/events`, headers);
    streams.push(stream);
    return stream;
  }

  it('greets on process B a guest checked in through process A, and shows a wish approved through A', async () => {
    const guest = await call(a, 'POST', `/api/invitations/${invitationId}/guests`, {
      token,
      json: { name: 'Budi Santoso', salutation: 'Bapak', quota: 2 },
    });
    expect(guest.status, guest.body).toBe(201);
    const { link } = await makeLink(a, 'Layar Aula');
    const screen = await screenOn(b, link);
    expect(screen.status).toBe(200);
    await screen.next((e) => e.event === 'wall');

    const checkedIn = await call(a, 'POST', `/api/guests/${guest.json().id}/check-in`, {
      token,
      json: { pax: 2 },
    });
    expect(checkedIn.status, checkedIn.body).toBe(200);
    const greeted = await screen.next((e) => e.event === 'greet', PROPAGATION_MS);
    expect(greeted.data).toEqual({ guestId: guest.json().id, salutation: 'Bapak', name: 'Budi Santoso' });

    const [wish] = await database.db
      .insert(wishes)
      .values({
        invitationId,
        name: 'Sinta',
        message: 'Selamat menempuh hidup baru!',
        status: 'pending',
        authorKey: 'ip:layar',
        messageHash: 'layar',
      })
      .returning();
    const approved = await call(a, 'PATCH', `/api/wishes/${wish!.id}`, {
      token,
      json: { status: 'approved' },
    });
    expect(approved.status, approved.body).toBe(200);
    const wall = await screen.next(
      (e) =>
        e.event === 'wall' &&
        (e.data as { wishes: { name: string }[] }).wishes.some((w) => w.name === 'Sinta'),
      PROPAGATION_MS,
    );
    expect(wall.data).toMatchObject({
      wishes: [{ id: wish!.id, name: 'Sinta', message: 'Selamat menempuh hidup baru!' }],
    });
  });

  it('ends the stream on B when the link is revoked through A, and B refuses it from then on', async () => {
    const { link, screen: made } = await makeLink(a, 'Layar Gerbang');
    const screen = await screenOn(b, link);
    await screen.next((e) => e.event === 'wall');
    const revoked = await call(a, 'DELETE', `/api/screens/${made.id}`, { token });
    expect(revoked.status).toBe(204);
    await screen.next((e) => e.event === 'closed', PROPAGATION_MS);
    await screen.ended;
    expect((await screenOn(b, link)).status).toBe(404);
  });

  it('holds a link to five streams counted over both processes', async () => {
    const { link } = await makeLink(a, 'Layar Pelaminan');
    for (const server of [a, b, a, b, a]) {
      const opened = await screenOn(server, link);
      expect(opened.status).toBe(200);
    }
    expect((await screenOn(b, link)).status).toBe(429);
    expect((await screenOn(a, link)).status).toBe(429);
  });

  it(
    'ends B’s streams when B shuts down, and the screen picks up on A what it missed',
    { timeout: 30_000 },
    async () => {
      const sari = await call(a, 'POST', `/api/invitations/${invitationId}/guests`, {
        token,
        json: { name: 'Sari Wulandari', salutation: 'Ibu', quota: 1 },
      });
      const { link } = await makeLink(a, 'Layar Lobi');
      const screen = await screenOn(b, link);
      const { id } = await screen.next((e) => e.event === 'wall');
      const started = Date.now();
      const exit = await b.kill('SIGTERM');
      await screen.ended;
      expect(exit.code).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);

      // Someone arrives while the screen is away; it comes back through the balancer to A.
      expect(
        (await call(a, 'POST', `/api/guests/${sari.json().id}/check-in`, { token, json: { pax: 1 } })).status,
      ).toBe(200);
      const back = await screenOn(a, link, { 'last-event-id': id });
      const greeted = await back.next((e) => e.event === 'greet');
      expect(greeted.data).toMatchObject({ salutation: 'Ibu', name: 'Sari Wulandari' });
    },
  );
});
