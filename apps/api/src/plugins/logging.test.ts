import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, requestIdOf } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/u/rara-dimas/Xk3_9aQ', '/u/rara-dimas/[redacted]'],
    ['/u/rara-dimas/Xk3_9aQ?status=rsvp-saved', '/u/rara-dimas/[redacted]?status=rsvp-saved'],
    ['/check-in/usherSecret123', '/check-in/[redacted]'],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/mail-confirmed?token=abc&lang=en', '/mail-confirmed?token=[redacted]&lang=en'],
    ['/api/usher/lookup?code=Xk3', '/api/usher/lookup?code=[redacted]'],
    ['/api/x?q=budi&guestCode=Xk3&pin=1234', '/api/x?q=budi&guestCode=[redacted]&pin=[redacted]'],
  ])('replaces the secret in %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    '/u/rara-dimas',
    '/u/rara-dimas/calendar/akad.ics',
    '/u/assets/fonts/inter.woff2',
    '/u/demo/jawa-klasik',
    '/api/invitations/3f1c/guests?page=2&q=budi',
    '/check-in',
    '/api/x?barcode=1&tokens=2',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('requestIdOf', () => {
  const request = (id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

  it('keeps a short safe id and makes its own for anything else', () => {
    expect(requestIdOf(request('lb-7f3a9c21.42:1'))).toBe('lb-7f3a9c21.42:1');
    expect(requestIdOf(request('a'.repeat(64)))).toBe('a'.repeat(64));
    for (const unsafe of [undefined, '', 'short', 'a'.repeat(65), 'with space', 'line\nbreak', 'quote"x"xx'])
      expect(requestIdOf(request(unsafe))).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
  });
});

describe('loggerOptions', () => {
  it('censors secret fields and headers a line carries, and keeps an error’s code', () => {
    let text = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString('utf8');
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.log.info(
      {
        password: 'pw-top-secret',
        body: { currentPassword: 'pw-old-secret', newPassword: 'pw-new-secret', pin: '73915046' },
        usher: { token: 'usher-secret', guestCode: 'guest-secret' },
        headers: { authorization: 'Bearer jwt-secret', cookie: 'sid=cookie-secret', 'x-usher-pin': '8642' },
        err: Object.assign(new Error('duplicate key'), { code: '23505' }),
      },
      'a line with secrets',
    );
    const line = JSON.parse(text) as Record<string, unknown>;
    for (const secret of [
      'pw-top',
      'pw-old',
      'pw-new',
      '73915046',
      'usher-secret',
      'guest-secret',
      'jwt-secret',
      'cookie-secret',
      '8642',
    ])
      expect(text, secret).not.toContain(secret);
    expect(line.password).toBe('[redacted]');
    expect(line.err).toMatchObject({ code: '23505', message: 'duplicate key' });
  });
});

describe('loggerOptions at the edges of what is censored', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    return { log: Fastify({ logger: loggerOptions('info', stream) }).log, lines };
  }

  it('censors an error’s own secret field and still logs it as that error', () => {
    const { log, lines } = capture();
    class LinkError extends Error {}
    const err = Object.assign(new LinkError('link expired'), { token: 'link-secret', status: 410 });
    log.warn({ err }, 'a failed link');
    expect(lines[0]?.err).toMatchObject({
      type: 'LinkError',
      message: 'link expired',
      token: '[redacted]',
      status: 410,
    });
    expect(String((lines[0]?.err as { stack?: string }).stack)).toContain('link expired');
    expect(err.token).toBe('link-secret');
  });

  it('censors a child logger’s secret binding and a headers object’s cookie, and leaves the caller’s object as it was', () => {
    const { log, lines } = capture();
    const headers = { 'set-cookie': 'sid=cookie-secret', 'content-type': 'text/html' };
    log.child({ token: 'bound-secret', reqId: 'req-12345678' }).info({ headers }, 'a reply');
    expect(lines[0]).toMatchObject({
      token: '[redacted]',
      reqId: 'req-12345678',
      headers: { 'set-cookie': '[redacted]', 'content-type': 'text/html' },
    });
    expect(headers['set-cookie']).toBe('sid=cookie-secret');
  });

  it('keeps a line without secrets as it is, fields with names near the secret ones included', () => {
    const { log, lines } = capture();
    log.info({ guest: { tokens: 2, pinned: true, code: 'G-7' }, count: 3, names: ['token'] }, 'plain');
    expect(lines[0]).toMatchObject({
      guest: { tokens: 2, pinned: true, code: 'G-7' },
      count: 3,
      names: ['token'],
    });
  });
});
