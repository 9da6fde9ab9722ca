import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TInvitation, TOwnerWishList, TPublicWishList } from '@undangin/shared';
import { notifications, wishes } from '../src/db/schema';
import { PUBLIC_FORM_RATE_LIMITS } from '../src/modules/rsvp-wishes/routes';
import type { TTestContext } from './helpers/app';
import { guestWorldHooks } from './helpers/guests';
import {
  COMPLETE_CONTENT,
  insertGuest,
  pageToken,
  postPageForm,
  publishedInvitation,
  session,
  uniqueIp,
  type TSession,
} from './helpers/invitations';

describe('wishes', () => {
  let ctx: TTestContext;
  let owner: TSession;
  let other: TSession;
  let invitation: TInvitation;
  let token: string;
  let ip: string;

  guestWorldHooks({ published: true }, (app, world) => {
    ctx = app;
    owner = world;
    invitation = world.invitation;
  });
  beforeEach(async () => {
    other = await session(ctx);
    token = await pageToken(ctx, invitation.slug);
    ip = uniqueIp();
  });

  const write = (
    fields: Record<string, string>,
    options: { slug?: string; remoteAddress?: string; accept?: string } = {},
  ) =>
    postPageForm(
      ctx,
      options.slug ?? invitation.slug,
      'wishes',
      { token, ...fields },
      { remoteAddress: ip, ...options },
    );

  const publicList = async (slug = invitation.slug, query = '') =>
    (await ctx.request({ method: 'GET', url: `/api/public/${slug}/wishes${query}` })).json<TPublicWishList>();

  it('shows a wish at once, newest first and paged, and tells the owner', async () => {
    const first = await write({ name: 'Dewi', message: 'Selamat menempuh hidup baru!', attendance: 'hadir' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Terima kasih, ucapan dan doamu sudah terkirim.',
      wish: { name: 'Dewi', message: 'Selamat menempuh hidup baru!', attendance: 'hadir' },
    });
    ctx.clock.advance(1000);
    await write(
      { name: 'Anto', message: 'Semoga sakinah mawaddah warahmah.' },
      { remoteAddress: uniqueIp() },
    );

    const list = await publicList();
    expect(list.total).toBe(2);
    expect(list.data.map((wish) => wish.name)).toEqual(['Anto', 'Dewi']);
    const second = await publicList(invitation.slug, '?page=2&perPage=1');
    expect(second.data.map((wish) => wish.name)).toEqual(['Dewi']);

    const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}` });
    expect(page.body).toContain('Semoga sakinah mawaddah warahmah.');

    const told = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(
      told
        .filter((n) => n.type === 'wish.new')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Ucapan baru dari Anto', 'Ucapan baru dari Dewi']);
  });

  it('stores the same text from the same writer within a minute once', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await write({ name: 'Dewi', message: 'Selamat ya!' });
      expect(res.statusCode).toBe(200);
    }
    // Spacing and case do not make it another wish.
    await write({ name: 'Dewi', message: '  selamat   YA! ' });
    expect(await ctx.app.db.select().from(wishes).where(eq(wishes.invitationId, invitation.id))).toHaveLength(
      1,
    );

    await write({ name: 'Rudi', message: 'Selamat ya!' }, { remoteAddress: uniqueIp() });
    ctx.clock.advance(61_000);
    await write({ name: 'Dewi', message: 'Selamat ya!' });
    expect(await ctx.app.db.select().from(wishes).where(eq(wishes.invitationId, invitation.id))).toHaveLength(
      3,
    );

    // A guest of a personal link is the same writer from any address.
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    await write({ guestCode: budi.code, message: 'Barakallah' }, { remoteAddress: uniqueIp() });
    const again = await write({ guestCode: budi.code, message: 'Barakallah' }, { remoteAddress: uniqueIp() });
    expect(again.json().wish.name).toBe('Budi');
    const fromBudi = (
      await ctx.app.db.select().from(wishes).where(eq(wishes.invitationId, invitation.id))
    ).filter((row) => row.guestId === budi.id);
    expect(fromBudi).toHaveLength(1);
  });

  it('holds wishes for approval when the owner chose so, and lets only the owner moderate', async () => {
    const moderated = await publishedInvitation(
      ctx,
      owner.token,
      { ...COMPLETE_CONTENT, settings: { ...COMPLETE_CONTENT.settings, wishesModeration: true } },
      { packageCode: 'premium' },
    );
    const res = await write(
      { token: await pageToken(ctx, moderated.slug), name: 'Sinta', message: 'Bahagia selalu!' },
      { slug: moderated.slug },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Terima kasih! Ucapanmu akan tampil setelah disetujui mempelai.' });
    expect((await publicList(moderated.slug)).total).toBe(0);

    const pending = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${moderated.id}/wishes?status=pending`,
      token: owner.token,
    });
    const list = pending.json<TOwnerWishList>();
    expect(list).toMatchObject({ total: 1, pending: 1 });
    const wishId = list.data[0]!.id;

    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/invitations/${moderated.id}/wishes`,
          token: other.token,
        })
      ).statusCode,
    ).toBe(404);
    const stranger = await ctx.request({
      method: 'PATCH',
      url: `/api/wishes/${wishId}`,
      token: other.token,
      payload: { status: 'approved' },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await publicList(moderated.slug)).total).toBe(0);

    const approve = await ctx.request({
      method: 'PATCH',
      url: `/api/wishes/${wishId}`,
      token: owner.token,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().wish.status).toBe('approved');
    expect((await publicList(moderated.slug)).data.map((wish) => wish.message)).toEqual(['Bahagia selalu!']);
    expect((await ctx.request({ method: 'GET', url: `/u/${moderated.slug}` })).body).toContain(
      'Bahagia selalu!',
    );

    await ctx.request({
      method: 'PATCH',
      url: `/api/wishes/${wishId}`,
      token: owner.token,
      payload: { status: 'hidden' },
    });
    expect((await publicList(moderated.slug)).total).toBe(0);
    expect((await ctx.request({ method: 'GET', url: `/u/${moderated.slug}` })).body).not.toContain(
      'Bahagia selalu!',
    );
  });

  it('holds a wish with a link or a blocked word for the couple on every plan, and shows the rest at once', async () => {
    const held = 'Terima kasih! Ucapanmu akan tampil setelah disetujui mempelai.';
    for (const message of [
      'Mampir ke www.slot-gacor.xyz ya',
      'Info maxwin: bit.ly/abc',
      'Dasar goblok kalian',
    ]) {
      const res = await write({ name: 'Anonim', message });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), message).toEqual({ message: held });
    }
    const fine = await write({ name: 'Dewi', message: 'Semoga sakinah, mawaddah, warahmah. Aamiin.' });
    expect(fine.json().message).toBe('Terima kasih, ucapan dan doamu sudah terkirim.');
    expect((await publicList()).data.map((wish) => wish.name)).toEqual(['Dewi']);

    const list = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitation.id}/wishes?status=pending`,
      token: owner.token,
    });
    expect(list.json<TOwnerWishList>()).toMatchObject({ total: 3, pending: 3 });
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(notes.filter((note) => note.title.endsWith('menunggu persetujuan'))).toHaveLength(3);
  });

  it('shows a guest code’s first wishes, holds the next for the couple, and refuses a flood', async () => {
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    const earlier = (n: number) =>
      ctx.app.db.insert(wishes).values(
        Array.from({ length: n }, (_, i) => ({
          invitationId: invitation.id,
          guestId: budi.id,
          name: 'Budi',
          message: `Ucapan lama ${i}`,
          status: 'approved' as const,
          authorKey: `guest:${budi.id}`,
          messageHash: `lama-${n}-${i}`,
        })),
      );
    await earlier(3);
    const fourth = await write({ guestCode: budi.code, message: 'Ucapan keempat' });
    expect(fourth.json()).toEqual({
      message: 'Terima kasih! Ucapanmu akan tampil setelah disetujui mempelai.',
    });
    expect((await publicList()).data.map((wish) => wish.message)).not.toContain('Ucapan keempat');

    await earlier(6);
    const flood = await write({ guestCode: budi.code, message: 'Ucapan kesebelas' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('Terlalu banyak kiriman. Tunggu sebentar lalu coba lagi.');
    const form = await write({ guestCode: budi.code, message: 'Lewat form' }, { accept: 'text/html' });
    expect(form.headers.location).toBe(`/u/${invitation.slug}/${budi.code}?status=wish-limited#ucapan`);
  });

  it('lets the couple delete any wish on the free plan, and only the couple', async () => {
    await write({ name: 'Dewi', message: 'Selamat menempuh hidup baru!' });
    const [wish] = (
      await ctx.request({
        method: 'GET',
        url: `/api/invitations/${invitation.id}/wishes`,
        token: owner.token,
      })
    ).json<TOwnerWishList>().data;
    const url = `/api/wishes/${wish!.id}`;
    expect((await ctx.request({ method: 'DELETE', url, token: other.token })).statusCode).toBe(404);
    const removed = await ctx.request({ method: 'DELETE', url, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Ucapan dihapus' });
    expect((await publicList()).total).toBe(0);
    expect((await ctx.request({ method: 'GET', url: `/u/${invitation.slug}` })).body).not.toContain(
      'Selamat menempuh hidup baru!',
    );
    expect((await ctx.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(404);
  });

  it('limits lengths, needs a name on the general link, and escapes what guests write', async () => {
    const long = await write({ name: 'Dewi', message: 'a'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('Ucapan maksimal 500 karakter');
    const empty = await write({ name: 'Dewi', message: '   ' });
    expect(empty.json().message).toBe('Ucapan wajib diisi');
    const noName = await write({ message: 'Halo' });
    expect(noName.json().errors.name).toEqual(['Nama wajib diisi']);
    const longName = await write({ name: 'n'.repeat(101), message: 'Halo' });
    expect(longName.statusCode).toBe(422);

    await write({ name: '<img src=x onerror=alert(1)>', message: '<script>alert("wish")</script>' });
    const page = await ctx.request({ method: 'GET', url: `/u/${invitation.slug}` });
    expect(page.body).toContain('&lt;script&gt;alert(&quot;wish&quot;)&lt;/script&gt;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body.match(/<script/g)).toHaveLength(1);
  });

  it('refuses wishes when they are switched off, and redirects plain forms back with the outcome', async () => {
    const closed = await publishedInvitation(ctx, owner.token, {
      ...COMPLETE_CONTENT,
      settings: { ...COMPLETE_CONTENT.settings, wishesEnabled: false },
    });
    const off = await write(
      { token: await pageToken(ctx, closed.slug), name: 'A', message: 'Halo' },
      { slug: closed.slug },
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('WISHES_CLOSED');

    const form = await write({ name: 'Nenek', message: 'Doa terbaik untuk kalian' }, { accept: 'text/html' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/u/${invitation.slug}?status=wish-saved#ucapan`);
    const bad = await write({ name: 'Nenek', message: '' }, { accept: 'text/html' });
    expect(bad.headers.location).toBe(`/u/${invitation.slug}?status=wish-invalid#ucapan`);
  });

  it('limits wishes per guest code, and tells a plain form the guest was limited', async () => {
    const { perGuest } = PUBLIC_FORM_RATE_LIMITS.wishes;
    const budi = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    for (let i = 0; i < perGuest; i++) {
      const res = await write(
        { guestCode: budi.code, message: `Ucapan ke-${i}` },
        { remoteAddress: uniqueIp() },
      );
      expect(res.statusCode).toBe(200);
    }
    const limited = await write({ guestCode: budi.code, message: 'Satu lagi' });
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(limited.json().message).toBe(
      `Terlalu banyak kiriman dari tamu ini. Coba lagi dalam ${retry} detik.`,
    );
    const form = await write({ guestCode: budi.code, message: 'Lewat form' }, { accept: 'text/html' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/u/${invitation.slug}/${budi.code}?status=wish-limited#ucapan`);
    // Another guest behind the same address still writes.
    const sari = await insertGuest(ctx, invitation.id, { name: 'Sari' });
    expect((await write({ guestCode: sari.code, message: 'Selamat!' })).statusCode).toBe(200);
  });

  it('lets many guests behind one address write, up to the address limit', async () => {
    const { perAddress } = PUBLIC_FORM_RATE_LIMITS.wishes;
    for (let i = 0; i < perAddress; i++) {
      const res = await write({ name: `Tamu ${i}`, message: 'Selamat menempuh hidup baru!' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await write({ name: 'Satu lagi', message: 'Selamat!' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const form = await write({ name: 'Lewat form', message: 'Selamat!' }, { accept: 'text/html' });
    expect(form.headers.location).toBe(`/u/${invitation.slug}?status=wish-limited#ucapan`);
  });
});
