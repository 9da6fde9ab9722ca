import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZNotificationList } from '@undangin/shared';
import { notify } from '../src/modules/notifications/service';
import { createUser, tokenFor, type TTestUser } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';

describe('notifications', () => {
  let ctx: TTestContext;
  let owner: TTestUser;
  let other: TTestUser;
  let token: string;

  const list = (query = '', as = token) =>
    ctx.request({ method: 'GET', url: `/api/notifications${query}`, token: as });
  const read = (id: string, as = token) =>
    ctx.request({ method: 'POST', url: `/api/notifications/${id}/read`, token: as });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    owner = await createUser(ctx);
    other = await createUser(ctx);
    token = await tokenFor(ctx, owner.id);
  });
  afterAll(() => ctx.close());

  it('lists the caller’s own notifications, newest first, with the unread count and a limit', async () => {
    for (const n of [1, 2, 3]) {
      await notify(ctx.app.db, owner.id, {
        type: 'test',
        title: `Kabar ${n}`,
        body: `Isi ${n}`,
        link: `/x/${n}`,
      });
    }
    await notify(ctx.app.db, other.id, { type: 'test', title: 'Bukan milikmu', body: '-' });

    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = ZNotificationList.parse(res.json());
    expect(body.unread).toBe(3);
    expect(body.items.map((n) => n.title)).toEqual(['Kabar 3', 'Kabar 2', 'Kabar 1']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      type: 'test',
      title: 'Kabar 3',
      body: 'Isi 3',
      link: '/x/3',
      readAt: null,
      createdAt: expect.any(String),
    });

    const limited = (await list('?limit=2')).json();
    expect(limited.items.map((n: { title: string }) => n.title)).toEqual(['Kabar 3', 'Kabar 2']);
    expect(limited.unread).toBe(3);
  });

  it('refuses a bad limit in Indonesian', async () => {
    expect((await list('?limit=0')).json()).toMatchObject({ errors: { limit: ['Jumlah minimal 1'] } });
    expect((await list('?limit=101')).json().errors).toEqual({ limit: ['Jumlah maksimal 100'] });
    const word = await list('?limit=banyak');
    expect(word.statusCode).toBe(422);
    expect(word.json().errors).toEqual({ limit: ['Jumlah harus berupa angka'] });
  });

  it('marks one read; another user’s, an unknown and a malformed id are all 404', async () => {
    const mine = await notify(ctx.app.db, owner.id, { type: 'test', title: 'Milikku', body: '-' });
    const theirs = await notify(ctx.app.db, other.id, { type: 'test', title: 'Milik orang', body: '-' });

    const res = await read(mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, readAt: expect.any(String) });
    // Reading again keeps the first time.
    expect((await read(mine.id)).json().readAt).toBe(res.json().readAt);
    expect((await list()).json().unread).toBe(0);

    for (const id of [theirs.id, '6f1c2a34-0000-4000-8000-000000000000', 'bukan-uuid']) {
      const refused = await read(id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json(), id).toEqual({ message: 'Notifikasi tidak ditemukan' });
    }
    const otherToken = await tokenFor(ctx, other.id);
    expect((await list('', otherToken)).json().items[0].readAt).toBeNull();
  });

  it('marks all of the caller’s notifications read, and only theirs', async () => {
    await notify(ctx.app.db, owner.id, { type: 'test', title: 'Satu', body: '-' });
    await notify(ctx.app.db, owner.id, { type: 'test', title: 'Dua', body: '-' });
    await notify(ctx.app.db, other.id, { type: 'test', title: 'Tiga', body: '-' });

    const res = await ctx.request({ method: 'POST', url: '/api/notifications/read-all', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await list()).json().unread).toBe(0);
    expect((await list('', await tokenFor(ctx, other.id))).json().unread).toBe(1);
  });

  it('exists only with the change it reports when written in that change’s transaction', async () => {
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await notify(tx, owner.id, { type: 'test', title: 'Batal', body: '-' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list()).json().items).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const res = await ctx.request({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });
});
