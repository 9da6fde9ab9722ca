import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from './helpers/accounts';
import { createTestContext, TEST_XSRF, type TTestContext } from './helpers/app';

/**
 * Issue 12 item 13: the XSRF check follows the route a request reaches, not how its URL is spelled, so
 * a percent-encoded path (`/%61pi/…` is routed as `/api/…`) is checked like the plain one.
 */
describe('the XSRF check', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(() => ctx.reset());
  afterAll(() => ctx.close());

  /** A browser request that carries the cookie but not the header a page script would add. */
  function withoutHeader(
    method: 'POST' | 'PUT',
    url: string,
    extra: { token?: string; payload?: object } = {},
  ) {
    return ctx.app.inject({
      method,
      url,
      payload: extra.payload,
      cookies: { 'XSRF-TOKEN': TEST_XSRF },
      headers: extra.token ? { authorization: `Bearer ${extra.token}` } : {},
    });
  }

  it.each(['/%61pi/user/login', '/%61%70%69/user/login', '/api/user/%6cogin'])(
    'refuses %s without the header: 403 XSRF_MISMATCH',
    async (url) => {
      const user = await createUser(ctx);
      const res = await withoutHeader('POST', url, {
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
    },
  );

  it('refuses a signed-in change through an encoded path, and leaves the profile as it was', async () => {
    const user = await createUser(ctx, { name: 'Rina Pratama' });
    const token = await tokenFor(ctx, user.id);
    const res = await withoutHeader('PUT', '/%61pi/user/profile', {
      token,
      payload: { name: 'Dibajak', email: user.email, phone: '', language: 'id' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('XSRF_MISMATCH');
    const me = await ctx.request({ method: 'GET', url: '/api/user/me', token });
    expect(me.json().userData.name).toBe('Rina Pratama');
  });

  it.each(['/api/public/tidak-ada/rsvp', '/%61pi/public/tidak-ada/rsvp', '/api/public/tidak-ada/wishes'])(
    'leaves the public form %s to its own page token',
    async (url) => {
      const res = await withoutHeader('POST', url, { payload: {} });
      expect(res.statusCode, res.body).not.toBe(403);
    },
  );
});
