import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/database';
import { avatarUpload, photo } from './helpers/profile';
import {
  buildServer,
  callServer,
  SERVER_XSRF,
  startServer,
  type TServerProcess,
} from './helpers/server-process';

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them, against the built server in a
 * process of its own: a backup taken while guests are being added holds every one the server had
 * acknowledged before it began, and a server started on the restored DATA_DIR serves them.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const ADMIN = { email: 'admin@backup.test', password: 'Backup-Admin-Password-2026' };
/** Guests an invitation takes without a package; the writer opens a new invitation after as many. */
const GUESTS_PER_INVITATION = 25;

type TCommand = { code: number; output: string };

/** Runs a root npm script with DATA_DIR set, from `cwd` (where FILE is read from). */
async function npmRun(script: string, args: string[], dataDir: string, cwd = ROOT): Promise<TCommand> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', '--prefix', ROOT, script, '--', ...args],
      {
        cwd,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const call = (server: TServerProcess, method: string, path: string, token?: string, json?: unknown) =>
  callServer(server, method, path, { token, json });

async function signIn(server: TServerProcess): Promise<string> {
  const res = await call(server, 'POST', '/api/user/login', undefined, ADMIN);
  expect(res.status, res.body).toBe(200);
  return res.json().accessToken as string;
}

const start = (dataDir: string) =>
  startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

describe.runIf(testDbKind === 'pglite')('backing up and restoring the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'undangin-backup-'));
  const servers: TServerProcess[] = [];
  beforeAll(() => buildServer(), 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'a backup of the running server under writes holds every write acknowledged before it began',
    { timeout: 300_000 },
    async () => {
      const original = await start(join(work, 'original'));
      servers.push(original);
      const token = await signIn(original);
      // Only the server's own user can ask it for a backup; its HTTP port knows no such thing.
      expect(statSync(join(work, 'original', 'backup.sock')).mode & 0o777).toBe(0o600);
      // (/backup itself is the dashboard's history-mode fallback once the web app is built: a page, not an archive.)
      expect((await call(original, 'GET', '/api/backup', token)).status).toBe(404);
      expect((await call(original, 'GET', '/backup', token)).headers.get('content-type')).not.toMatch(
        /gzip|tar|octet-stream/,
      );

      const { payload, headers } = avatarUpload(await photo());
      const avatar = await fetch(`${original.url}/api/user/avatar`, {
        method: 'POST',
        body: payload,
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${SERVER_XSRF}`,
          'x-xsrf-token': SERVER_XSRF,
        },
      });
      expect(avatar.status).toBe(200);
      const avatarUrl = ((await avatar.json()) as { userData: { avatarUrl: string } }).userData.avatarUrl;
      const avatarBytes = Buffer.from(await (await fetch(`${original.url}${avatarUrl}`)).arrayBuffer());

      // One writer adds guests one after another for as long as the backup runs, noting each the server
      // acknowledged and when; a guest acknowledged before the backup began must be in it.
      const acknowledged: { invitationId: string; name: string; at: number }[] = [];
      let writing = true;
      const writer = (async () => {
        let invitationId = '';
        for (let n = 0; writing; n++) {
          if (n % GUESTS_PER_INVITATION === 0) {
            const created = await call(original, 'POST', '/api/invitations', token, {});
            expect(created.status, created.body).toBe(201);
            invitationId = created.json().id as string;
          }
          const name = `Tamu ${n}`;
          const res = await call(original, 'POST', `/api/invitations/${invitationId}/guests`, token, {
            name,
          });
          expect(res.status, res.body).toBe(201);
          acknowledged.push({ invitationId, name, at: Date.now() });
        }
      })();
      while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));

      const began = Date.now();
      const backup = await npmRun('db:backup', ['backup.tar.gz'], join(work, 'original'), work);
      writing = false;
      await writer;
      expect(backup.output).toContain('from the running server');
      expect(backup.code).toBe(0);
      // Readable by the operator alone: the archive holds the JWT secret.
      expect(statSync(join(work, 'backup.tar.gz')).mode & 0o777).toBe(0o600);
      const before = acknowledged.filter((write) => write.at < began);
      // The writer went on during the backup, so the test saw writes race it.
      expect(acknowledged.length).toBeGreaterThan(before.length);

      const restored = await npmRun('db:restore', ['backup.tar.gz'], join(work, 'restored'), work);
      expect(restored.code, restored.output).toBe(0);
      expect(readdirSync(join(work, 'restored')).sort()).toEqual(['files', 'jwt-secret', 'pglite']);
      await original.kill();

      const copy = await start(join(work, 'restored'));
      servers.push(copy);
      // The JWT secret came along: a session of the original server is still good.
      expect((await call(copy, 'GET', '/api/user/me', token)).status).toBe(200);
      const names = new Map<string, Set<string>>();
      for (const invitationId of new Set(acknowledged.map((write) => write.invitationId))) {
        const list = await call(copy, 'GET', `/api/invitations/${invitationId}/guests?perPage=100`, token);
        const found = list.status === 200 ? (list.json().data as { name: string }[]) : [];
        names.set(invitationId, new Set(found.map((guest) => guest.name)));
      }
      const missing = before.filter((write) => !names.get(write.invitationId)?.has(write.name));
      expect(missing).toEqual([]);
      const served = await fetch(`${copy.url}${avatarUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(avatarBytes);
    },
  );

  it('restores only onto an empty DATA_DIR, naming it', { timeout: 60_000 }, async () => {
    const occupied = join(work, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'keep me');
    const res = await npmRun('db:restore', ['backup.tar.gz'], occupied, work);
    expect(res.code).not.toBe(0);
    expect(res.output).toContain(`DATA_DIR (${occupied}) is not empty`);
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
  });

  it(
    'refuses a file that is not a backup, or one cut short, and leaves DATA_DIR empty',
    { timeout: 60_000 },
    async () => {
      writeFileSync(join(work, 'notes.tar.gz'), gzipSync('not a backup'));
      const wrong = await npmRun('db:restore', ['notes.tar.gz'], join(work, 'wrong'), work);
      expect(wrong.code).not.toBe(0);
      expect(wrong.output).toContain('This file is not an Undangin backup');
      expect(readdirSync(join(work, 'wrong'))).toEqual([]);

      const whole = readFileSync(join(work, 'backup.tar.gz'));
      writeFileSync(join(work, 'cut.tar.gz'), whole.subarray(0, whole.length / 2));
      const cut = await npmRun('db:restore', ['cut.tar.gz'], join(work, 'cut'), work);
      expect(cut.code).not.toBe(0);
      expect(cut.output).toContain('The backup file is damaged or cut short');
      expect(readdirSync(join(work, 'cut'))).toEqual([]);
    },
  );

  it('backs up a stopped DATA_DIR by opening it, and the copy starts', { timeout: 300_000 }, async () => {
    const stopped = join(work, 'original'); // its server was stopped by the first test
    const res = await npmRun('db:backup', [join(work, 'stopped.tar.gz')], stopped);
    expect(res.code, res.output).toBe(0);
    expect(res.output).toContain('from DATA_DIR');
    // The command let go of the folder's lock, so a server starts on it again.
    expect(readdirSync(stopped)).not.toContain('undangin.lock');

    const again = join(work, 'again');
    expect((await npmRun('db:restore', [join(work, 'stopped.tar.gz')], again)).code).toBe(0);
    const server = await start(again);
    servers.push(server);
    const token = await signIn(server);
    const list = await call(server, 'GET', '/api/invitations?perPage=100', token);
    expect(list.status, list.body).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
  });
});
