import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { createTestContext, type TTestContext } from './helpers/app';

type TReceived = { from: string; to: string[]; raw: string };

/** Undoes quoted-printable, so the test reads the text a mail client shows. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('mail over SMTP when SMTP_URL is set', () => {
  let server: SMTPServer;
  let ctx: TTestContext;
  const received: TReceived[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    ctx = await createTestContext({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the confirmation mail with a plain-text and an HTML part, and keeps no outbox copy', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Wulan Sari', email: 'wulan@example.test', password: 'Wulan-Purnama-21' },
    });
    expect(res.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@undangin.test');
    expect(mail.to).toEqual(['wulan@example.test']);
    expect(mail.raw).toMatch(/^Subject: Konfirmasi email akun Undangin kamu/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/http:\/\/localhost:5173\/mail-confirmed\?token=[A-Za-z0-9_-]{43}/);
    expect(body).toContain('Halo Wulan Sari,');
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('still registers when the mail server is down; the user can ask for the mail again', async () => {
    const down = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await down.request({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Nanda', email: 'nanda@example.test', password: 'Nanda-Senja-2025' },
      });
      expect(res.statusCode).toBe(201);
      const resend = await down.request({
        method: 'POST',
        url: '/api/user/email/resend',
        payload: { email: 'nanda@example.test' },
      });
      expect(resend.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
