import { describe, expect, it } from 'vitest';
import type { TTestContext } from './helpers/app';
import { loginAdmin } from './helpers/billing';
import { guestWorldHooks, type TGuestWorld } from './helpers/guests';

/** Issue 12 item 14: a NUL byte (or another control character) in any input is refused with a message. */
const NUL = 'Teks ini mengandung karakter tersembunyi (NUL) yang tidak diizinkan.';

describe('control characters in input', () => {
  let ctx: TTestContext;
  let world: TGuestWorld;

  guestWorldHooks({}, (app, made) => {
    ctx = app;
    world = made;
  });

  const searches = () => [
    '/api/invitations?q=%00',
    '/api/search?q=ab%00',
    '/api/transactions?q=%00',
    `/api/invitations/${world.invitation.id}/guests?q=%00`,
  ];

  it('a NUL byte in a search is a 422 on the q field, with an Indonesian message', async () => {
    for (const url of searches()) {
      const res = await ctx.request({ method: 'GET', url, token: world.token });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
      expect(res.json()).toEqual({
        message: 'Data yang dikirim tidak valid',
        errors: { q: [NUL] },
      });
    }
  });

  it('a NUL byte deep in a body is a 422 naming that field, and nothing is written', async () => {
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/invitations/${world.invitation.id}`,
      token: world.token,
      payload: {
        version: world.invitation.version,
        content: { couple: { bride: { nickname: 'Ra\u0000ra' } } },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'content.couple.bride.nickname': [NUL] });
    const read = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${world.invitation.id}`,
      token: world.token,
    });
    expect(read.json().version).toBe(world.invitation.version);
  });

  it('half an emoji (a lone surrogate) in a body is a 422 naming that field, not a failed query', async () => {
    const admin = await loginAdmin(ctx);
    const res = await ctx.request({
      method: 'POST',
      url: `/api/users/${world.user.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Melanggar aturan \ud83d' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      reason: [
        'Teks ini mengandung karakter yang terpotong (misalnya separuh emoji) sehingga tidak bisa disimpan.',
      ],
    });
    const whole = await ctx.request({
      method: 'POST',
      url: `/api/users/${world.user.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Melanggar aturan \ud83d\udc8d' },
    });
    expect(whole.statusCode).toBe(200);
  });

  it('a NUL byte in a path parameter is a 422, on the public pages too', async () => {
    const api = await ctx.request({ method: 'GET', url: '/api/invitations/%00', token: world.token });
    expect(api.statusCode).toBe(422);
    expect(api.json().errors).toEqual({ id: [NUL] });
    const page = await ctx.request({ method: 'GET', url: '/u/rara%00dimas' });
    expect(page.statusCode).toBeLessThan(500);
  });

  it('other control characters in a search are handled safely: an answer, not a failure', async () => {
    for (const url of [
      '/api/invitations?q=%01%1B%7F',
      `/api/invitations/${world.invitation.id}/guests?q=%08`,
    ]) {
      const res = await ctx.request({ method: 'GET', url, token: world.token });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
