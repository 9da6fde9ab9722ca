import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN } from './accounts';

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real SMTP server: mail the app sends arrives here and lands as JSON files the tests read. */
async function startSmtp(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          writeFileSync(
            join(mailDir, `${Date.now()}-${++count}.json`),
            JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
          );
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { port, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The app did not become ready in time');
}

/** Starts the built app as `npm start` does (embedded database, built web app) on a free port. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../../../..');
  const workDir = mkdtempSync(join(tmpdir(), 'undangin-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: join(workDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForReady(baseUrl, child);
  } catch (err) {
    // Never leave a half-started app or its SMTP server behind when setup fails.
    child.kill('SIGTERM');
    await smtp.close();
    throw err;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_WORK_DIR = workDir;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await smtp.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
