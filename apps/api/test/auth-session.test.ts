import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abilityRulesFor, ACCESS_TOKEN_TTL_SECONDS, ZLoginResponse } from '@undangin/shared';
import { users } from '../src/db/schema';
import { createUser, findAdmin, login, tokenFor } from './helpers/accounts';
import { createTestContext, TEST_ADMIN, type TTestContext } from './helpers/app';

describe('login, session and logout', () => {
  let ctx: TTestContext;
  const me = (token?: string) => ctx.request({ method: 'GET', url: '/api/user/me', token });
  const logout = (token?: string) => ctx.request({ method: 'POST', url: '/api/user/logout', token });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(() => ctx.reset());
  afterAll(() => ctx.close());

  it('answers a login with the token, the user data and the ability rules', async () => {
    const user = await createUser(ctx, { name: 'Rudi Hartono', email: 'rudi@example.test' });
    const res = await login(ctx, ' RUDI@example.test', user.password);
    expect(res.statusCode).toBe(200);
    const body = ZLoginResponse.parse(res.json());
    expect(body.userData).toEqual({
      id: user.id,
      name: 'Rudi Hartono',
      email: 'rudi@example.test',
      role: 'user',
      phone: null,
      avatarUrl: null,
      language: 'id',
      emailVerified: true,
      createdAt: expect.any(String),
    });
    expect(body.userAbilityRules).toEqual(abilityRulesFor('user'));
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);

    // HS256 with a 12-hour expiry and a jti.
    const [header, payload] = body.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
    expect(payload.jti).toEqual(expect.any(String));

    const session = await me(body.accessToken);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ userData: body.userData, userAbilityRules: body.userAbilityRules });
  });

  it('gives the administrator the administrator rules', async () => {
    const res = await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.role).toBe('admin');
    expect(res.json().userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('answers a wrong password and an unknown address alike, with 422', async () => {
    const user = await createUser(ctx);
    const wrong = await login(ctx, user.email, 'bukan-password-nya');
    const unknown = await login(ctx, 'siapa@example.test', 'bukan-password-nya');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Email atau password salah',
        errors: { email: ['Email atau password salah'] },
      });
    }
  });

  it('refuses bad login input per field', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/user/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Format email tidak valid'],
      password: ['Password wajib diisi'],
    });
  });

  it('tells an unconfirmed account so, only when the password is right', async () => {
    const user = await createUser(ctx, { verified: false });
    const right = await login(ctx, user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringMatching(/belum dikonfirmasi/),
    });
    expect((await login(ctx, user.email, 'salah-sama-sekali')).statusCode).toBe(422);
  });

  it('refuses a suspended account with 403 ACCOUNT_SUSPENDED', async () => {
    const user = await createUser(ctx);
    await ctx.app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await login(ctx, user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('welcomes the user with a notification at the first login only', async () => {
    const user = await createUser(ctx);
    const first = (await login(ctx, user.email, user.password)).json().accessToken as string;
    await login(ctx, user.email, user.password);
    const list = await ctx.request({ method: 'GET', url: '/api/notifications', token: first });
    expect(list.json()).toMatchObject({
      unread: 1,
      items: [{ type: 'welcome', title: 'Selamat datang di Undangin!', link: '/invitations', readAt: null }],
    });
    expect(list.json().items).toHaveLength(1);
  });

  it('does not welcome an administrator: the welcome speaks to a couple about their first invitation', async () => {
    const token = (await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password)).json().accessToken as string;
    const list = await ctx.request({ method: 'GET', url: '/api/notifications', token });
    expect(list.json()).toMatchObject({ unread: 0, items: [] });
  });

  it('logs out: the same token is then refused as blacklisted, other sessions go on', async () => {
    const user = await createUser(ctx);
    const a = (await login(ctx, user.email, user.password)).json().accessToken as string;
    const b = (await login(ctx, user.email, user.password)).json().accessToken as string;
    const out = await logout(a);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Kamu telah keluar.' });

    const refused = await me(a);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Token has been blacklisted' });
    expect((await me(b)).statusCode).toBe(200);

    // Logging out again, or with no token at all, still answers 200.
    expect((await logout(a)).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
  });

  it('ends a session 12 hours after the login, on the app’s clock', async () => {
    const user = await createUser(ctx);
    const token = (await login(ctx, user.email, user.password)).json().accessToken as string;
    ctx.clock.advance((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await me(token)).statusCode).toBe(200);
    ctx.clock.advance(61 * 1000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Sesi tidak valid. Silakan masuk kembali.');
  });

  it('refuses anonymous and forged tokens on /me', async () => {
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Silakan masuk terlebih dahulu');

    const admin = await findAdmin(ctx);
    const token = await tokenFor(ctx, admin.id);
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await me(none)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.AAAA`)).statusCode).toBe(401);
  });

  it('requires the XSRF header on state-changing calls: 403 XSRF_MISMATCH', async () => {
    const user = await createUser(ctx);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
      cookies: { 'XSRF-TOKEN': 'test-xsrf-token-0123456789' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'XSRF_MISMATCH' });

    const mismatched = await ctx.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'X', email: 'x@example.test', password: 'Kopi-Susu-Gula' },
      headers: { 'x-xsrf-token': 'another-token-000000000000' },
    });
    expect(mismatched.statusCode).toBe(403);
    expect(mismatched.json().code).toBe('XSRF_MISMATCH');

    const token = await tokenFor(ctx, user.id);
    const noHeader = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });
});
