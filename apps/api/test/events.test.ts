import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { TAppEventName, TAppEvents } from '../src/plugins/events';
import { createTestContext, type TTestContext } from './helpers/app';
import { insertGuest, publishedInvitation, session } from './helpers/invitations';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.warn(
    'events across processes: skipped, TEST_REDIS_URL is not set (the in-process bus is still tested).',
  );
}

/** Resolves with the next payload of an event the app hears. */
function next<K extends TAppEventName>(app: FastifyInstance, name: K): Promise<TAppEvents[K]> {
  return new Promise((resolve) => app.events.on(name, resolve));
}

describe('the event bus in one process', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ redisUrl: undefined });
  });
  afterAll(() => ctx.close());

  it('hands every listener the payload, even when one before it fails', async () => {
    const heard: string[] = [];
    ctx.app.events.on('guest.changed', () => {
      throw new Error('a broken listener');
    });
    ctx.app.events.on('guest.changed', ({ code }) => heard.push(code));
    ctx.app.events.emit('guest.changed', { invitationId: 'i', code: 'abc' });
    expect(heard).toEqual(['abc']);
  });

  it('has the public page read an invitation’s guests again when the invitation changed', async () => {
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    const guest = await insertGuest(ctx, invitation.id, { name: 'Nama Lama Tamu' });
    const url = `/u/${invitation.slug}/${guest.code}`;
    expect((await ctx.request({ method: 'GET', url })).body).toContain('Nama Lama Tamu');
    // Written straight to the database: the guest is kept as it was read…
    await ctx.app.db.execute(sql`update guests set name = 'Nama Baru Tamu' where id = ${guest.id}`);
    expect((await ctx.request({ method: 'GET', url })).body).toContain('Nama Lama Tamu');
    // …until their invitation changes (its package, for one, decides whether their page shows a QR).
    ctx.app.events.emit('invitation.changed', { slug: invitation.slug });
    expect((await ctx.request({ method: 'GET', url })).body).toContain('Nama Baru Tamu');
  });
});

describe.skipIf(!redisUrl)('the event bus across processes sharing one Redis', () => {
  let ctx: TTestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ redisUrl });
    // A second process: same database, same Redis prefix, its own caches and its own Redis connection.
    other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      redis: new Redis(redisUrl!, { maxRetriesPerRequest: 1 }),
      clock: ctx.clock,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await other.redis?.quit();
    await ctx.close();
  });

  it('re-reads a page another process changed, before its cache would expire', async () => {
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    const url = `/u/${invitation.slug}`;
    // The other process now holds the published page in its cache.
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);

    const heard = next(other, 'invitation.changed');
    const res = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/unpublish`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toEqual({ slug: invitation.slug });
    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('does not dispatch its own messages twice', async () => {
    let own = 0;
    ctx.app.events.on('templates.changed', () => (own += 1));
    const otherHeard = next(other, 'templates.changed');
    ctx.app.events.emit('templates.changed', {});
    await otherHeard;
    // One channel delivers in order: once the reply from the other process arrives, our echo has too.
    const reply = next(ctx.app, 'guest.changed');
    other.events.emit('guest.changed', { invitationId: 'i', code: 'x' });
    await reply;
    expect(own).toBe(1);
  });

  it('reads a guest again after its Redis connection came back, having maybe missed the change', async () => {
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    const guest = await insertGuest(ctx, invitation.id, { name: 'Nama Sebelum Putus' });
    const url = `/u/${invitation.slug}/${guest.code}`;
    expect((await other.inject({ method: 'GET', url })).body).toContain('Nama Sebelum Putus');

    // Renamed while the processes cannot hear each other (written straight to the database here).
    await ctx.app.db.execute(sql`update guests set name = 'Nama Sesudah Putus' where id = ${guest.id}`);
    expect((await other.inject({ method: 'GET', url })).body).toContain('Nama Sebelum Putus');
    // Both processes' subscriptions are cut, and each reads again once it is back.
    const missed = Promise.all([next(other, 'changes.missed'), next(ctx.app, 'changes.missed')]);
    const admin = new Redis(redisUrl!);
    try {
      const clients = String(await admin.client('LIST')).split('\n');
      const subscribers = clients.filter((line) => line.includes(` name=${ctx.config.redisPrefix}events:`));
      expect(subscribers).toHaveLength(2);
      for (const line of subscribers) await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
    } finally {
      await admin.quit();
    }
    await missed;
    expect((await other.inject({ method: 'GET', url })).body).toContain('Nama Sesudah Putus');
  });
});
