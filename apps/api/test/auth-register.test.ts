import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../src/db/schema';
import { hashEmailToken } from '../src/modules/auth/email-tokens';
import { createUser, login, mailsTo, tokenInMail, uniqueEmail } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';

const HOUR_MS = 60 * 60 * 1000;

describe('registration and e-mail confirmation', () => {
  let ctx: TTestContext;
  let address = 0;
  /** Each registration from its own address, so the per-address limit only bites where it is tested. */
  const register = (payload: Record<string, unknown>, remoteAddress = `10.1.0.${++address}`) =>
    ctx.request({ method: 'POST', url: '/api/user/register', payload, remoteAddress });
  const verify = (token: string) =>
    ctx.request({ method: 'POST', url: '/api/user/email/verify', payload: { token } });
  const resend = (email: string) =>
    ctx.request({ method: 'POST', url: '/api/user/email/resend', payload: { email } });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  beforeEach(() => ctx.reset());
  afterAll(() => ctx.close());

  it('registers, mails an Indonesian confirmation link, confirms, then lets the user in', async () => {
    const res = await register({
      name: '  Dewi Lestari ',
      email: '  Dewi@Example.TEST ',
      password: 'Melati-Putih-2025',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/email/i);

    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, 'dewi@example.test'));
    expect(row).toMatchObject({
      name: 'Dewi Lestari',
      role: 'user',
      status: 'active',
      emailVerifiedAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await mailsTo(ctx, 'dewi@example.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Konfirmasi email akun Undangin kamu');
    expect(mail.text).toContain('Halo Dewi Lestari,');
    expect(mail.text).toContain('72 jam');
    expect(mail.html).toContain('Konfirmasi email');
    const token = tokenInMail(mail, '/mail-confirmed');
    expect(mail.text).toContain(`http://localhost:5173/mail-confirmed?token=${token}`);
    expect(mail.html).toContain(`http://localhost:5173/mail-confirmed?token=${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    // Only the hash of the token is stored.
    const stored = await ctx.app.db.select().from(emailTokens).where(eq(emailTokens.userId, row!.id));
    expect(stored.map((t) => t.tokenHash)).toEqual([hashEmailToken(token)]);

    const before = await login(ctx, 'dewi@example.test', 'Melati-Putih-2025');
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_NOT_VERIFIED');

    const confirmed = await verify(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Email berhasil dikonfirmasi. Silakan masuk.');
    expect((await login(ctx, 'DEWI@example.test ', 'Melati-Putih-2025')).statusCode).toBe(200);
  });

  it('refuses bad input with an Indonesian message per field', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: {
        name: ['Nama wajib diisi'],
        email: ['Email wajib diisi'],
        password: ['Password wajib diisi'],
      },
    });

    const bad = await register({ name: '   ', email: 'bukan-email', password: 'pendek' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Nama wajib diisi'],
      email: ['Format email tidak valid'],
      password: ['Password minimal 8 karakter'],
    });

    const long = await register({ name: 'x'.repeat(101), email: uniqueEmail(), password: 'a'.repeat(129) });
    expect(long.json().errors).toEqual({
      name: ['Nama maksimal 100 karakter'],
      password: ['Password maksimal 128 karakter'],
    });

    // The limits themselves are allowed: 100 characters of name, 8 and 128 of password.
    expect(
      (await register({ name: 'x'.repeat(100), email: uniqueEmail(), password: 'Sawo-Ma8' })).statusCode,
    ).toBe(201);
    expect(
      (await register({ name: 'Budi', email: uniqueEmail(), password: 'b'.repeat(128) })).statusCode,
    ).toBe(201);
  });

  it('refuses a password among the 10,000 most common, whatever its case', async () => {
    for (const password of ['password', 'Password', '12345678', 'sunshine', 'iloveyou']) {
      const res = await register({ name: 'Budi', email: uniqueEmail(), password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual({
        password: ['Password ini terlalu umum dan mudah ditebak. Pilih password lain.'],
      });
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.role, 'user'))).toHaveLength(0);
  });

  it('refuses a taken address on `email`, however it is written', async () => {
    await createUser(ctx, { email: 'sari@example.test' });
    const res = await register({ name: 'Sari', email: ' SARI@example.test', password: 'Kopi-Tubruk-99' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email sudah terdaftar'] });
    expect(await mailsTo(ctx, 'sari@example.test')).toHaveLength(0);
  });

  it('registers one account when the same address is sent twice at once', async () => {
    const payload = { name: 'Kembar', email: 'kembar@example.test', password: 'Kembar-Siam-77' };
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, 'kembar@example.test'))).toHaveLength(
      1,
    );
  });

  it('refuses an unknown, a reused and an expired confirmation link, each saying what happened', async () => {
    const unknown = await verify('tidak-ada-token-seperti-ini');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      errors: { token: [expect.stringMatching(/tidak valid/)] },
    });

    const empty = await verify('');
    expect(empty.json().errors).toEqual({ token: ['Token wajib diisi'] });

    await register({ name: 'Ayu', email: 'ayu@example.test', password: 'Kebaya-Merah-12' });
    const token = tokenInMail((await mailsTo(ctx, 'ayu@example.test'))[0]!, '/mail-confirmed');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'TOKEN_USED',
      message: 'Email kamu sudah dikonfirmasi sebelumnya. Silakan masuk.',
    });

    await register({ name: 'Eka', email: 'eka@example.test', password: 'Kebaya-Hijau-12' });
    const late = tokenInMail((await mailsTo(ctx, 'eka@example.test'))[0]!, '/mail-confirmed');
    ctx.clock.advance(72 * HOUR_MS + 1000);
    const expired = await verify(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: expect.stringMatching(/kedaluwarsa/),
    });
    expect((await login(ctx, 'eka@example.test', 'Kebaya-Hijau-12')).json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('keeps a confirmation link valid just under 72 hours', async () => {
    await register({ name: 'Tari', email: 'tari@example.test', password: 'Tari-Saman-2024' });
    const token = tokenInMail((await mailsTo(ctx, 'tari@example.test'))[0]!, '/mail-confirmed');
    ctx.clock.advance(72 * HOUR_MS - 60_000);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('resends with the same answer for unknown, confirmed and waiting addresses, mailing only the last', async () => {
    const waiting = await createUser(ctx, { verified: false });
    const confirmed = await createUser(ctx);
    const answers = await Promise.all([
      resend('nobody@example.test'),
      resend(confirmed.email),
      resend(waiting.email.toUpperCase()),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);

    expect(await mailsTo(ctx, 'nobody@example.test')).toHaveLength(0);
    expect(await mailsTo(ctx, confirmed.email)).toHaveLength(0);
    const mails = await mailsTo(ctx, waiting.email);
    expect(mails).toHaveLength(1);
    expect((await verify(tokenInMail(mails[0]!, '/mail-confirmed'))).statusCode).toBe(200);
    expect((await login(ctx, waiting.email, waiting.password)).statusCode).toBe(200);

    const bad = await resend('bukan-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Format email tidak valid'] });
  });

  it('voids a confirmation link sent to an address the account no longer has', async () => {
    await register({ name: 'Lina', email: 'lina@example.test', password: 'Lina-Lestari-88' });
    const token = tokenInMail((await mailsTo(ctx, 'lina@example.test'))[0]!, '/mail-confirmed');
    await ctx.app.db
      .update(users)
      .set({ email: 'lina.baru@example.test' })
      .where(eq(users.email, 'lina@example.test'));
    expect((await verify(token)).json().code).toBe('TOKEN_INVALID');
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await register(
        { name: 'Spam', email: uniqueEmail(), password: 'Spam-Spam-Spam' },
        '10.9.9.9',
      );
      expect(res.statusCode).toBe(201);
    }
    const limited = await register(
      { name: 'Spam', email: uniqueEmail(), password: 'Spam-Spam-Spam' },
      '10.9.9.9',
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Terlalu banyak percobaan. Coba lagi nanti.');
    // Another address is not affected.
    expect(
      (await register({ name: 'Ok', email: uniqueEmail(), password: 'Bukan-Spam-123' })).statusCode,
    ).toBe(201);
  });

  it('limits resend requests per address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/user/email/resend',
        payload: { email: uniqueEmail() },
        remoteAddress: '10.8.8.8',
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.request({
      method: 'POST',
      url: '/api/user/email/resend',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.8.8.8',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
