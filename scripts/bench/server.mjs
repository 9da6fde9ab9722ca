// Starts the built app the way `npm start` runs it, on a free port, for the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const ADMIN = { email: 'admin@bench.test', password: 'Bench-Admin-Password-2026' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `env` adds to or overrides the settings below (e.g. REDIS_URL and TRUST_PROXY for the burst scenario). */
export async function startServer({ databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'undangin-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny API client with the XSRF cookie and a bearer token, as the web app calls the API. */
export function apiClient(baseUrl) {
  let xsrf = '';
  let token = '';
  async function call(method, path, body, extraHeaders = {}) {
    if (!xsrf) {
      const res = await fetch(`${baseUrl}/api/health`);
      xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
    }
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...extraHeaders,
      },
      body: body ? (isForm ? body : JSON.stringify(body)) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  return {
    call,
    async login(email, password) {
      const session = await call('POST', '/api/user/login', { email, password });
      token = session.accessToken;
      return session;
    },
    get token() {
      return token;
    },
  };
}
