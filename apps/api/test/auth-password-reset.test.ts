import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createUser, login, mailsTo, tokenInMail, type TTestUser } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';

const MINUTE = 60 * 1000;
const SAME_ANSWER =
  'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password.';

describe('forgotten password and reset', () => {
  let ctx: TTestContext;
  let user: TTestUser;
  let address = 0;
  const forgot = (email: string, remoteAddress = `10.2.0.${++address}`) =>
    ctx.request({ method: 'POST', url: '/api/user/forgot-password', payload: { email }, remoteAddress });
  const reset = (payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: '/api/user/reset-password', payload });
  const me = (token: string) => ctx.request({ method: 'GET', url: '/api/user/me', token });

  async function resetToken(email = user.email): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await mailsTo(ctx, email, 'Atur ulang password Undangin');
    return tokenInMail(mails.at(-1)!, '/reset-password');
  }

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(async () => {
    await ctx.reset();
    user = await createUser(ctx, { name: 'Putri Ayu' });
  });
  afterAll(() => ctx.close());

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('belum-daftar@example.test');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SAME_ANSWER });
    }
    expect(await mailsTo(ctx, 'belum-daftar@example.test')).toHaveLength(0);
    const [mail] = await mailsTo(ctx, user.email);
    expect(mail!.text).toContain('Halo Putri Ayu,');
    expect(mail!.text).toContain('1 jam');
    expect(mail!.text).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mail!.html).toContain('Atur ulang password');

    const bad = await forgot('');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Email wajib diisi'] });
  });

  it('resets the password, ends every session with "Sesi telah berakhir", and the new password works', async () => {
    const session = (await login(ctx, user.email, user.password)).json().accessToken as string;
    expect((await me(session)).statusCode).toBe(200);

    const token = await resetToken();
    const res = await reset({ token, password: 'Password-Baru-2025' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password berhasil diubah. Silakan masuk dengan password baru.' });

    const ended = await me(session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: 'Sesi telah berakhir' });
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(422);
    const fresh = await login(ctx, user.email, 'Password-Baru-2025');
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses a reused link', async () => {
    const token = await resetToken();
    expect((await reset({ token, password: 'Password-Baru-2025' })).statusCode).toBe(200);
    const again = await reset({ token, password: 'Password-Lain-2025' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_USED',
      errors: { token: [expect.stringMatching(/sudah digunakan/)] },
    });
    expect((await login(ctx, user.email, 'Password-Baru-2025')).statusCode).toBe(200);
  });

  it('refuses a link older than 1 hour, and accepts one just younger', async () => {
    const old = await resetToken();
    ctx.clock.advance(60 * MINUTE + 1000);
    const expired = await reset({ token: old, password: 'Password-Baru-2025' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: expect.stringMatching(/kedaluwarsa/),
    });

    const young = await resetToken();
    ctx.clock.advance(59 * MINUTE);
    expect((await reset({ token: young, password: 'Password-Baru-2025' })).statusCode).toBe(200);
  });

  it('keeps only the newest link valid', async () => {
    const first = await resetToken();
    const second = await resetToken();
    expect((await reset({ token: first, password: 'Password-Baru-2025' })).json().code).toBe('TOKEN_USED');
    expect((await reset({ token: second, password: 'Password-Baru-2025' })).statusCode).toBe(200);
  });

  it('voids a link once the account’s e-mail changed', async () => {
    const token = await resetToken();
    await ctx.app.db.update(users).set({ email: 'putri.baru@example.test' }).where(eq(users.id, user.id));
    const res = await reset({ token, password: 'Password-Baru-2025' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses an unknown link, and bad or common passwords without using the link up', async () => {
    const unknown = await reset({ token: 'token-ngawur', password: 'Password-Baru-2025' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('TOKEN_INVALID');

    const token = await resetToken();
    const empty = await reset({});
    expect(empty.json().errors).toEqual({ token: ['Token wajib diisi'], password: ['Password wajib diisi'] });
    const short = await reset({ token, password: 'pendek' });
    expect(short.json().errors).toEqual({ password: ['Password minimal 8 karakter'] });
    const common = await reset({ token, password: 'qwertyuiop' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: ['Password ini terlalu umum dan mudah ditebak. Pilih password lain.'],
    });
    expect((await reset({ token, password: 'Password-Baru-2025' })).statusCode).toBe(200);
  });

  it('confirms the address of an unconfirmed account, since the link reached its mailbox', async () => {
    const waiting = await createUser(ctx, { verified: false });
    const token = await resetToken(waiting.email);
    expect((await reset({ token, password: 'Password-Baru-2025' })).statusCode).toBe(200);
    expect((await login(ctx, waiting.email, 'Password-Baru-2025')).statusCode).toBe(200);
  });

  it('lifts a login block, since the owner proved the address', async () => {
    for (let i = 0; i < 5; i++) await login(ctx, user.email, 'salah-terus-salah');
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(429);
    const token = await resetToken();
    expect((await reset({ token, password: 'Password-Baru-2025' })).statusCode).toBe(200);
    expect((await login(ctx, user.email, 'Password-Baru-2025')).statusCode).toBe(200);
  });

  it('limits reset requests per address', async () => {
    for (let i = 0; i < 10; i++) expect((await forgot(user.email, '10.3.3.3')).statusCode).toBe(200);
    const limited = await forgot(user.email, '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
