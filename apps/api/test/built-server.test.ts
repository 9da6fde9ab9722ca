import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONT_FILES } from '@undangin/templates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/database';
import { buildServer, startServer, startServers, type TServerProcess } from './helpers/server-process';

/**
 * The server as production runs it: `npm run build -w apps/api`, then apps/api's start script (the
 * Docker image's CMD, which deployment-files.test.ts holds equal to it), so the bundle and the files
 * it reads beside itself are proven here, not only the TypeScript the other suites run.
 */
const API_DIR = new URL('../', import.meta.url).pathname;
const apiPackage = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const MIGRATIONS = (
  JSON.parse(readFileSync(join(API_DIR, 'src/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;
const ADMIN = { email: 'admin@built.test', password: 'Built-Admin-Password-2026' };

const startBuilt = (env: Record<string, string>) =>
  startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });

beforeAll(async () => {
  expect(apiPackage.scripts.start!.split(' ')[0]).toBe('node');
  await buildServer();
}, 120_000);

describe.runIf(testDbKind === 'pglite')('the built server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'undangin-built-'));
  let server: TServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'migrates, answers ready, and finds every file it reads beside itself',
    { timeout: 180_000 },
    async () => {
      server = await startBuilt({ DATA_DIR: dataDir });
      const ready = await fetch(`${server.url}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });

      // The fonts, resolved from node_modules next to the bundle.
      const [fontFile] = FONT_FILES.keys();
      const font = await fetch(`${server.url}/u/assets/fonts/${fontFile}`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');

      // The common-password list, copied beside the bundle: a well-known password is refused by name.
      const session = await fetch(`${server.url}/api/health`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')![1]!;
      const register = await fetch(`${server.url}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
        body: JSON.stringify({
          name: 'Budi',
          email: 'budi@built.test',
          password: 'password123',
          passwordConfirmation: 'password123',
        }),
      });
      expect(register.status).toBe(422);
      expect((await register.json()).errors.password[0]).toMatch(/terlalu umum/);
    },
  );

  it("imports only packages the image's production install brings (server and backup)", () => {
    // The workspaces whose production dependencies the Dockerfile installs, as its npm ci names them.
    const dockerfile = readFileSync(join(API_DIR, '../../Dockerfile'), 'utf8');
    const workspaces = [...dockerfile.matchAll(/--workspace (\S+)/g)].map(([, workspace]) => workspace!);
    expect(dockerfile).toContain('--include-workspace-root');
    const installed = new Set(
      ['.', ...workspaces].flatMap((workspace) =>
        Object.keys(
          (
            JSON.parse(readFileSync(join(API_DIR, '../..', workspace, 'package.json'), 'utf8')) as {
              dependencies?: Record<string, string>;
            }
          ).dependencies ?? {},
        ),
      ),
    );
    // The server and the backup command the image runs as `node dist/backup.js`.
    const bundle = ['dist/app.js', 'dist/backup.js']
      .map((file) => readFileSync(join(API_DIR, file), 'utf8'))
      .join('\n');
    const specifiers = [
      ...bundle.matchAll(/^(?:import\b[^\n]*?|\}) from "([^"]+)";$/gm),
      ...bundle.matchAll(/^import "([^"]+)";$/gm),
    ].map(([, specifier]) => specifier!);
    const packages = [
      ...new Set(
        specifiers
          .filter((specifier) => !specifier.startsWith('node:'))
          .map((specifier) =>
            specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      ),
    ];
    expect(packages).toEqual(expect.arrayContaining(['fastify', '@aws-sdk/client-s3', 'react-dom']));
    expect(packages.filter((name) => !installed.has(name))).toEqual([]);
  });

  it(
    "passes the image's health check while it runs, and fails it once stopped",
    { timeout: 60_000 },
    async () => {
      const dockerfile = readFileSync(join(API_DIR, '../../Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
      const healthcheck = JSON.parse(/^HEALTHCHECK .*?CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
      expect(healthcheck[0]).toBe('node');
      const check = () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, healthcheck.slice(1), {
            env: { ...process.env, PORT: String(server!.port) },
            stdio: 'ignore',
          });
          child.once('exit', resolve);
        });
      expect(await check()).toBe(0);
      await server!.kill();
      expect(await check()).toBe(1);
    },
  );
});

describe.runIf(testDbKind === 'postgres')('two built servers starting at once on PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const database = `undangin_built_${process.pid}`;
  const servers: TServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('apply the migrations once between them and both answer ready', { timeout: 180_000 }, async () => {
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const env = {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      JWT_SECRET: 'one-secret-for-both-processes-0123456789',
    };
    // Resolves once both answer 200 on /api/ready.
    servers.push(...(await startServers(2, env)));

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(MIGRATIONS);
      const admins = await db.query("select count(*)::int as n from users where role = 'admin'");
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });
});
