import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { TScreenLink, TScreenLinkCreated } from '@undangin/shared';
import { wishes } from '../src/db/schema';
import { createUser, findAdmin, tokenFor } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { addGuest, guestWorld, setEntitlement, type TGuestWorld } from './helpers/guests';
import { openEventStream, type TEventStream } from './helpers/screens';

const CLOSED = 'Tautan layar ini tidak berlaku atau sudah dicabut pemilik undangan.';

describe('Layar Sapa: the greeting screen at the venue', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;
  let origin: string;
  const open: TEventStream[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    await ctx.reset();
    world = await guestWorld(ctx, 'Rara Ayu');
    await setEntitlement(ctx, world.invitation.id, { guestLimit: 1000 });
  });

  const screensUrl = () => `/api/invitations/${world.invitation.id}/screens`;

  async function makeLink(name = 'Layar Aula'): Promise<TScreenLinkCreated> {
    const res = await ctx.request({
      method: 'POST',
      url: screensUrl(),
      token: world.token,
      payload: { name },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TScreenLinkCreated>();
  }

  const pathOf = (link: string) => new URL(link).pathname;

  async function stream(
    link: string,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<TEventStream> {
    const opened = await openEventStream(`${origin}${pathOf(link)}/events${query}`, headers);
    open.push(opened);
    return opened;
  }

  const checkIn = (guestId: string) =>
    ctx.request({
      method: 'POST',
      url: `/api/guests/${guestId}/check-in`,
      token: world.token,
      payload: { pax: 1 },
    });

  it('makes a link shown once, lists it with when it was last seen, and revokes it; another couple finds nothing', async () => {
    const created = await makeLink('Layar Aula');
    expect(created.link).toMatch(/^http:\/\/localhost:5173\/layar\/[A-Za-z0-9_-]{32}$/);
    expect(created.screen).toMatchObject({ name: 'Layar Aula', lastSeenAt: null, revokedAt: null });

    const listed = await ctx.request({ method: 'GET', url: screensUrl(), token: world.token });
    expect(listed.json<{ data: TScreenLink[] }>().data).toEqual([created.screen]);
    expect(listed.body).not.toContain(pathOf(created.link).split('/').pop());

    // Opening the screen marks the link seen.
    expect((await ctx.request({ method: 'GET', url: pathOf(created.link) })).statusCode).toBe(200);
    const seen = (await ctx.request({ method: 'GET', url: screensUrl(), token: world.token })).json<{
      data: TScreenLink[];
    }>();
    expect(seen.data[0]!.lastSeenAt).not.toBeNull();

    const other = await tokenFor(ctx, (await createUser(ctx, { name: 'Orang Lain' })).id);
    for (const call of [
      { method: 'GET' as const, url: screensUrl() },
      { method: 'POST' as const, url: screensUrl(), payload: { name: 'Layar Saya' } },
      { method: 'DELETE' as const, url: `/api/screens/${created.screen.id}` },
    ]) {
      const res = await ctx.request({ ...call, token: other });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const admin = await tokenFor(ctx, (await findAdmin(ctx)).id);
    expect((await ctx.request({ method: 'GET', url: screensUrl(), token: admin })).statusCode).toBe(200);

    const revoked = await ctx.request({
      method: 'DELETE',
      url: `/api/screens/${created.screen.id}`,
      token: world.token,
    });
    expect(revoked.statusCode).toBe(204);
    const after = (await ctx.request({ method: 'GET', url: screensUrl(), token: world.token })).json<{
      data: TScreenLink[];
    }>();
    expect(after.data[0]!.revokedAt).not.toBeNull();
    const page = await ctx.request({ method: 'GET', url: pathOf(created.link) });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(CLOSED);
  });

  it('asks for a name, and holds an invitation to twenty open links', async () => {
    const empty = await ctx.request({
      method: 'POST',
      url: screensUrl(),
      token: world.token,
      payload: { name: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Nama layar wajib diisi'] });
    for (let n = 1; n <= 20; n += 1) await makeLink(`Layar ${n}`);
    const more = await ctx.request({
      method: 'POST',
      url: screensUrl(),
      token: world.token,
      payload: { name: 'Layar 21' },
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({ name: ['Paling banyak 20 layar aktif per undangan'] });
  });

  it('opens a full-screen page in the invitation’s style and language, with its own script allowed by hash', async () => {
    const { link } = await makeLink();
    const page = await ctx.request({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'sha256-[^']+'(;|$)/);
    expect(page.body).toContain('<html lang="id" dir="ltr">');
    expect(page.body).toContain('Selamat datang,');
    expect(page.body).toContain('Ucapan &amp; Doa');
    const arabic = await ctx.request({ method: 'GET', url: `${pathOf(link)}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('أهلاً وسهلاً،');
    const unknown = await ctx.request({ method: 'GET', url: '/layar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(CLOSED);
  });

  it('greets each guest by salutation and name as they are checked in, households by their name, and nothing more', async () => {
    const budi = await addGuest(ctx, world, {
      name: 'Budi Santoso',
      salutation: 'Bapak',
      phone: '0812 3456 7801',
      quota: 2,
    });
    const family = await addGuest(ctx, world, {
      name: 'Keluarga Harto',
      members: [{ name: 'Harto' }, { name: 'Sri' }],
      quota: 3,
    });
    const { link } = await makeLink();
    const screen = await stream(link);
    expect(screen.status).toBe(200);
    expect(screen.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await screen.next((e) => e.event === 'wall');

    expect((await checkIn(budi.id)).statusCode).toBe(200);
    const greeted = await screen.next((e) => e.event === 'greet');
    expect(greeted.data).toEqual({ guestId: budi.id, salutation: 'Bapak', name: 'Budi Santoso' });
    expect(screen.text()).not.toContain(budi.code);
    expect(screen.text()).not.toContain('+62812');

    expect((await checkIn(family.id)).statusCode).toBe(200);
    const household = await screen.next((e) => e.event === 'greet' && e.data !== greeted.data);
    expect(household.data).toEqual({ guestId: family.id, salutation: null, name: 'Keluarga Harto' });

    // A walk-in at the door is greeted too.
    const walkIn = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/check-in/walk-in`,
      token: world.token,
      payload: { name: 'Tamu Dadakan', salutation: 'Ibu', pax: 1 },
    });
    expect(walkIn.statusCode).toBe(201);
    const walked = await screen.next(
      (e) => e.event === 'greet' && (e.data as { name: string }).name === 'Tamu Dadakan',
    );
    expect(walked.data).toMatchObject({ salutation: 'Ibu', name: 'Tamu Dadakan' });
  });

  it('shows approved wishes only: one approved appears, one hidden or deleted goes', async () => {
    const [shown, waiting] = await ctx.app.db
      .insert(wishes)
      .values([
        {
          invitationId: world.invitation.id,
          name: 'Sinta',
          message: 'Selamat menempuh hidup baru!',
          status: 'approved',
          authorKey: 'ip:a',
          messageHash: 'a',
        },
        {
          invitationId: world.invitation.id,
          name: 'Joko',
          message: 'Semoga sakinah.',
          status: 'pending',
          authorKey: 'ip:b',
          messageHash: 'b',
        },
      ])
      .returning();
    const { link } = await makeLink();
    const screen = await stream(link);
    const wall = await screen.next((e) => e.event === 'wall');
    expect(wall.data).toMatchObject({
      wishes: [{ id: shown!.id, name: 'Sinta', message: 'Selamat menempuh hidup baru!' }],
    });

    const moderate = (status: 'approved' | 'hidden') =>
      ctx.request({
        method: 'PATCH',
        url: `/api/wishes/${waiting!.id}`,
        token: world.token,
        payload: { status },
      });
    expect((await moderate('approved')).statusCode).toBe(200);
    const names = (event: { data: unknown }) =>
      (event.data as { wishes: { name: string }[] }).wishes.map((w) => w.name);
    await screen.next((e) => e.event === 'wall' && names(e).includes('Joko'));

    expect((await moderate('hidden')).statusCode).toBe(200);
    const hidden = screen.events.length;
    await screen.next(
      (e) => e.event === 'wall' && screen.events.indexOf(e) >= hidden && !names(e).includes('Joko'),
    );

    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/wishes/${shown!.id}`,
      token: world.token,
    });
    expect(removed.statusCode).toBe(200);
    await screen.next((e) => e.event === 'wall' && names(e).length === 0);
  });

  it('gives a screen back what it missed when it reconnects with Last-Event-ID', async () => {
    const budi = await addGuest(ctx, world, { name: 'Budi Santoso', salutation: 'Bapak' });
    const sari = await addGuest(ctx, world, { name: 'Sari', salutation: 'Ibu' });
    const { link } = await makeLink();
    const first = await stream(link);
    const { id } = await first.next((e) => e.event === 'wall');
    expect(id).toMatch(/^\d+$/);
    first.close();
    ctx.clock.advance(5);
    expect((await checkIn(budi.id)).statusCode).toBe(200);
    ctx.clock.advance(5);
    expect((await checkIn(sari.id)).statusCode).toBe(200);

    const again = await stream(link, { 'last-event-id': id });
    const budiAgain = await again.next(
      (e) => e.event === 'greet' && (e.data as { name: string }).name === 'Budi Santoso',
    );
    await again.next((e) => e.event === 'greet' && (e.data as { name: string }).name === 'Sari');
    // From Budi's own event on, only Sari is new; the same works through ?since= for a reopened stream.
    const later = await stream(link, {}, `?since=${encodeURIComponent(budiAgain.id)}`);
    await later.next((e) => e.event === 'greet');
    expect(
      later.events.filter((e) => e.event === 'greet').map((e) => (e.data as { name: string }).name),
    ).toEqual(['Sari']);
  });

  it('refuses a revoked link and ends its open streams, telling them the link is closed', async () => {
    const { link, screen: made } = await makeLink();
    const screen = await stream(link);
    await screen.next((e) => e.event === 'wall');
    const revoked = await ctx.request({
      method: 'DELETE',
      url: `/api/screens/${made.id}`,
      token: world.token,
    });
    expect(revoked.statusCode).toBe(204);
    await screen.next((e) => e.event === 'closed');
    await screen.ended;
    const refused = await stream(link);
    expect(refused.status).toBe(404);
  });

  it('holds one link to five open streams at once', async () => {
    const { link } = await makeLink();
    const screens = [];
    for (let n = 0; n < 5; n += 1) {
      const opened = await stream(link);
      expect(opened.status).toBe(200);
      await opened.next((e) => e.event === 'wall');
      screens.push(opened);
    }
    const sixth = await stream(link);
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
    screens[0]!.close();
    await screens[0]!.ended;
    await expect
      .poll(async () => {
        const opened = await stream(link);
        opened.close();
        return opened.status;
      })
      .toBe(200);
  });
});

describe('Layar Sapa on shutdown', () => {
  it('ends its streams when the server closes, so the drain is not held up', async () => {
    const ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const world = await guestWorld(ctx, 'Rara Ayu');
    const made = await ctx.request({
      method: 'POST',
      url: `/api/invitations/${world.invitation.id}/screens`,
      token: world.token,
      payload: { name: 'Layar Aula' },
    });
    const screen = await openEventStream(
      `${origin}${new URL(made.json<TScreenLinkCreated>().link).pathname}/events`,
    );
    await screen.next((e) => e.event === 'wall');
    expect(screen.text()).toContain('retry: 3000');
    const closing = ctx.close();
    await screen.ended;
    await closing;
    expect(screen.events.map((e) => e.event)).toEqual(['wall']);
  });
});
