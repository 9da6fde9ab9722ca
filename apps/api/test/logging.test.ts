import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, tokenInMail, uniqueEmail } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { setEntitlement } from './helpers/guests';
import { insertGuest, pageToken, publishedInvitation, session, uniqueIp } from './helpers/invitations';

type TLine = { reqId?: string; msg?: string; req?: { url?: string } } & Record<string, unknown>;

/** The app's log, every line as pino wrote it. */
class CapturedLog extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString('utf8');
    done();
  }
  lines(): TLine[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TLine);
  }
}

describe('the request log', () => {
  let ctx: TTestContext;
  const log = new CapturedLog();

  beforeAll(async () => {
    ctx = await createTestContext({ logLevel: 'info' }, { logStream: log });
  });
  afterAll(() => ctx.close());

  it('keeps passwords, tokens, guest codes and PINs out of the log, and names every request by its id', async () => {
    const answers: LightMyRequestResponse[] = [];
    const call = async (options: Parameters<TTestContext['request']>[0]) => {
      const res = await ctx.request(options);
      answers.push(res);
      return res;
    };
    const ok = (res: LightMyRequestResponse, status = 200) => expect(res.statusCode, res.body).toBe(status);
    log.text = '';

    // An account: register, confirm, sign in, change the password, reset it.
    const email = uniqueEmail('log');
    const firstPassword = 'Kebun-Teh-Rahasia-1';
    const secondPassword = 'Sawah-Hijau-Rahasia-2';
    const thirdPassword = 'Gunung-Biru-Rahasia-3';
    ok(
      await call({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Laras', email, password: firstPassword },
      }),
      201,
    );
    const confirmToken = tokenInMail((await mailsTo(ctx, email))[0]!, '/mail-confirmed');
    // The link the mail holds is first opened in the browser (the dashboard's page), then posted.
    await call({ method: 'GET', url: `/mail-confirmed?token=${confirmToken}` });
    ok(await call({ method: 'POST', url: '/api/user/email/verify', payload: { token: confirmToken } }));
    const signIn = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: firstPassword },
    });
    ok(signIn);
    const jwt = signIn.json<{ accessToken: string }>().accessToken;
    const changed = await call({
      method: 'PUT',
      url: '/api/user/password',
      token: jwt,
      payload: {
        currentPassword: firstPassword,
        password: secondPassword,
        passwordConfirmation: secondPassword,
      },
    });
    ok(changed);
    const secondJwt = changed.json<{ accessToken: string }>().accessToken;
    ok(await call({ method: 'POST', url: '/api/user/forgot-password', payload: { email } }));
    const resetMail = (await mailsTo(ctx, email)).find((mail) => mail.text.includes('/reset-password'))!;
    const resetToken = tokenInMail(resetMail, '/reset-password');
    await call({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    ok(
      await call({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token: resetToken, password: thirdPassword },
      }),
    );
    // A wrong password is refused and logged as a refusal, without the password tried.
    const wrongPassword = 'Salah-Sekali-Rahasia-4';
    ok(
      await call({ method: 'POST', url: '/api/user/login', payload: { email, password: wrongPassword } }),
      422,
    );

    // A guest: the personal link, the RSVP sent with the guest's code.
    const owner = await session(ctx);
    const invitation = await publishedInvitation(ctx, owner.token);
    await setEntitlement(ctx, invitation.id, { guestLimit: 1000 });
    const guest = await insertGuest(ctx, invitation.id, { name: 'Budi' });
    ok(await call({ method: 'GET', url: `/u/${invitation.slug}/${guest.code}` }));
    const form = await pageToken(ctx, invitation.slug);
    const rsvp = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/${invitation.slug}/rsvp`,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: form,
        guestCode: guest.code,
        'attendance.akad': 'hadir',
      }).toString(),
    });
    answers.push(rsvp);
    // Without JavaScript the form lands back on the guest's own page, whose address holds the code.
    ok(rsvp, 303);

    // An usher: the link with its secret, then the screen's calls with the PIN.
    const pin = '73915046';
    const usherRes = await call({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/ushers`,
      token: owner.token,
      payload: { name: 'Andi', pin },
    });
    ok(usherRes, 201);
    const usherToken = usherRes.json<{ token: string }>().token;
    await call({ method: 'GET', url: `/check-in/${usherToken}` });
    const usher = { 'x-usher-token': usherToken, 'x-usher-pin': pin };
    ok(await call({ method: 'GET', url: '/api/usher/session', headers: usher }));
    ok(await call({ method: 'GET', url: `/api/usher/lookup?code=${guest.code}`, headers: usher }));
    ok(
      await call({
        method: 'GET',
        url: '/api/usher/session',
        headers: { ...usher, 'x-usher-pin': '00000000' },
      }),
      401,
    );

    const secrets = {
      firstPassword,
      secondPassword,
      thirdPassword,
      wrongPassword,
      jwt,
      secondJwt,
      confirmToken,
      resetToken,
      guestCode: guest.code,
      usherToken,
      pin,
      ownerJwt: owner.token,
    };
    const leaked = Object.entries(secrets).filter(([, secret]) => log.text.includes(secret));
    expect(leaked.map(([name]) => name)).toEqual([]);

    // The URLs are still there to read, with the secret parts replaced.
    const urls = log.lines().flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toContain(`/u/${invitation.slug}/[redacted]`);
    expect(urls).toContain('/check-in/[redacted]');
    expect(urls).toContain('/api/usher/lookup?code=[redacted]');
    expect(urls).toContain('/reset-password?token=[redacted]');

    // Every line was written by a request, under its id, and every answer named that id.
    const lines = log.lines();
    expect(lines.filter((line) => !line.reqId).map((line) => line.msg)).toEqual([]);
    for (const res of answers) {
      const id = res.headers['x-request-id'];
      expect(id, `${res.statusCode} ${res.body.slice(0, 80)}`).toMatch(/^[0-9a-f-]{36}$/);
      // One line per request, written when it is answered: what was asked, and what was answered.
      const own = lines.filter((line) => line.reqId === id);
      expect(own.map((line) => line.msg)).toEqual(['request completed']);
      expect(own[0]).toMatchObject({
        req: { method: res.raw.req.method, host: 'localhost:80' },
        res: { statusCode: res.statusCode },
      });
      expect(own[0]!.responseTime).toEqual(expect.any(Number));
    }
    expect(new Set(answers.map((res) => res.headers['x-request-id'])).size).toBe(answers.length);
  });

  it('keeps a caller’s X-Request-Id when it is a short safe token, and makes its own otherwise', async () => {
    const given = 'lb-7f3a9c21.42';
    const kept = await ctx.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    expect(log.lines().filter((line) => line.reqId === given)).toHaveLength(1);

    for (const unsafe of [
      'short',
      'a'.repeat(65),
      'id with spaces',
      'id"},{"level":60',
      'ünïcode-identifier',
    ]) {
      const res = await ctx.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers X-Request-Id on refusals, errors and the guests’ pages too', async () => {
    const responses = [
      await ctx.request({ method: 'GET', url: '/api/nope' }),
      await ctx.request({ method: 'GET', url: '/api/invitations' }),
      await ctx.request({ method: 'POST', url: '/api/user/login', payload: { email: 'x' } }),
      await ctx.request({ method: 'GET', url: '/u/tidak-ada-undangan' }),
      await ctx.request({ method: 'GET', url: '/api/%E0%A4%A' }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([404, 401, 422, 404, 400]);
    for (const res of responses)
      expect(res.headers['x-request-id'], `${res.statusCode} ${res.body}`).toMatch(/^[0-9a-f-]{36}$/);
  });
});
