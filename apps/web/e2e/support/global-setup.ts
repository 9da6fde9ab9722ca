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

export type TRunningApp = { url: string; stop: () => Promise<void> };

/**
 * Starts the built app as `npm start` does (embedded database in `dataDir`, built web app) on a free
 * port, its mail going to the test SMTP server. A spec that needs an installation nobody else touched
 * starts its own with this.
 */
export async function startApp(dataDir: string, smtpPort: number): Promise<TRunningApp> {
  const root = resolve(import.meta.dirname, '../../../..');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The command of apps/api's `npm start`, from its folder: the bundle `npm run build` made.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForReady(url, child);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Starts the SMTP server and the app the whole run shares. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'undangin-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtp(mailDir);
  let app: TRunningApp;
  try {
    app = await startApp(join(workDir, 'data'), smtp.port);
  } catch (err) {
    // Never leave the SMTP server behind when setup fails.
    await smtp.close();
    throw err;
  }
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_WORK_DIR = workDir;
  process.env.E2E_SMTP_PORT = String(smtp.port);

  return async () => {
    await app.stop();
    await smtp.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
