import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import type { TConfig } from '../../src/config';
import type { TDatabase } from '../../src/db/client';
import type { TClock } from '../../src/plugins/core';
import { runStartupTasks } from '../../src/startup';
import { openTestDatabase, testDbKind, truncateAll } from './database';

export const TEST_XSRF = 'test-xsrf-token-0123456789';
export const TEST_ADMIN = { email: 'admin@undangin.test', password: 'Admin-Password-123!' };

/** A clock tests can move: jobs and token lifetimes read time only through it. */
export class TestClock implements TClock {
  private offsetMs = 0;
  private stoppedAt: number | null = null;
  now = () => new Date(this.stoppedAt ?? Date.now() + this.offsetMs);
  advance(ms: number) {
    if (this.stoppedAt === null) this.offsetMs += ms;
    else this.stoppedAt += ms;
  }
  /** Stops the clock at an instant, for a test that compares exact instants: no millisecond slips by. */
  stopAt(instant: number) {
    this.stoppedAt = instant;
  }
  reset() {
    this.offsetMs = 0;
    this.stoppedAt = null;
  }
}

export type TTestContext = {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  clock: TestClock;
  /** app.inject with the XSRF cookie and header a browser would send, and an optional bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  /** Back to a clean database with the first-run data (administrator, seeds). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A fresh app on a test database. With `logStream` the app logs at the config's level (give `logLevel`
 * in the overrides) into that stream; otherwise it logs nothing.
 */
export async function createTestContext(
  overrides: Partial<TConfig> = {},
  options: { logStream?: Writable } = {},
): Promise<TTestContext> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'undangin-test-'));
  const redisUrl = testDbKind === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const config: TConfig = {
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://localhost:5173',
    dataDir,
    databaseUrl: undefined,
    redisUrl,
    smtpUrl: undefined,
    mailFrom: 'Undangin <no-reply@undangin.test>',
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    trustProxy: false,
    logLevel: 'silent',
    metricsToken: undefined,
    webDist: join(dataDir, 'no-web-dist'),
    s3: null,
    redisPrefix: `undangin-test:${randomBytes(6).toString('hex')}:`,
    ...overrides,
  };
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const clock = new TestClock();
  const logger = options.logStream ? { stream: options.logStream } : false;
  const app = await buildApp({ config, database, redis, clock, logger });
  await app.ready();
  await runStartupTasks(app);

  const request: TTestContext['request'] = ({ token, headers, cookies, ...options }) =>
    app.inject({
      ...options,
      headers: {
        'x-xsrf-token': TEST_XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      cookies: { 'XSRF-TOKEN': TEST_XSRF, ...cookies },
    });

  return {
    app,
    database,
    config,
    clock,
    request,
    async reset() {
      clock.reset();
      await truncateAll(database);
      if (redis) {
        const keys = await redis.keys(`${config.redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
      }
      await runStartupTasks(app);
    },
    async close() {
      await app.close();
      if (redis) {
        const keys = await redis.keys(`${config.redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
