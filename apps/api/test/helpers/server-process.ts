import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';

/**
 * The API as production runs it, in a process of its own: apps/api's start script (the Docker image's
 * CMD) on a free port. Separate processes share no module state, so what they agree on must travel
 * through the database, Redis or the bucket, which is what a test of several servers has to prove.
 */
const API_DIR = new URL('../../', import.meta.url).pathname;
const START = (
  JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts.start!.split(' ');

export type TServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type TServerProcess = {
  url: string;
  port: number;
  /** Sends the signal (SIGTERM unless told) and resolves once the process has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<TServerExit>;
  /** Resolves when the process exits, however it ends. */
  exited: Promise<TServerExit>;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
};

/** Builds apps/api/dist, which the start script runs (scripts/build-api.mjs swaps it in whole). */
export async function buildServer(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build', '-w', 'apps/api'], { cwd: join(API_DIR, '../..') });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server and resolves once /api/ready answers 200; rejects with its output when it
 * exits or is not ready in time. It listens on 127.0.0.1 with APP_URL naming that address, logs at
 * warn, and knows no database, Redis, mail or bucket unless `env` names them; without DATA_DIR it gets
 * a temporary one, removed when it exits.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { readyTimeoutMs?: number } = {},
): Promise<TServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'undangin-server-'));
  let output = '';
  const child = spawn(START[0] === 'node' ? process.execPath : START[0]!, START.slice(1), {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<TServerExit>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const server: TServerProcess = {
    url,
    port,
    kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    exited,
    output: () => output,
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 150_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const ready = await fetch(`${url}/api/ready`);
      await ready.arrayBuffer();
      if (ready.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`The server was not ready in time:\n${output}`);
}

/**
 * Several servers on the same settings, started at once; should one not start, the others are
 * stopped before the error is thrown, so none is left running.
 */
export async function startServers(
  count: number,
  env: Record<string, string> = {},
  options: { readyTimeoutMs?: number } = {},
): Promise<TServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env, options)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (!failed) return servers;
  await Promise.all(servers.map((server) => server.kill()));
  throw failed.reason;
}

/** The XSRF cookie and header pair every call below sends, as the dashboard does. */
export const SERVER_XSRF = 'server-process-xsrf-token-0123456789';

/** An answer read like app.inject's in the in-process suites. */
export type TServerAnswer = {
  status: number;
  headers: Headers;
  body: string;
  json: LightMyRequestResponse['json'];
};

export type TServerCall = {
  token?: string;
  json?: unknown;
  /** A raw body (an upload's multipart) or a form; `headers` then names its content type where needed. */
  body?: Buffer | FormData;
  /** The client's address, as a load balancer names it in X-Forwarded-For. */
  ip?: string;
  headers?: Record<string, string>;
};

/** One HTTP request to a server process, as the browser (or an usher's phone) sends it. */
export async function callServer(
  server: TServerProcess,
  method: string,
  path: string,
  options: TServerCall = {},
): Promise<TServerAnswer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: `XSRF-TOKEN=${SERVER_XSRF}`,
      'x-xsrf-token': SERVER_XSRF,
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: Buffer.isBuffer(options.body)
      ? new Uint8Array(options.body)
      : (options.body ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined)),
    redirect: 'manual',
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body) };
}
