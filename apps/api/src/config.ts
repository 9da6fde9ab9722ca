import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { TS3Options } from './plugins/storage-s3';

const TRUST_PROXY_FORMS =
  'the number of proxies in front of the app (e.g. 1) or a comma-separated list of their addresses or CIDRs (e.g. 10.0.0.0/8,192.168.1.10; loopback, linklocal and uniquelocal name those ranges)';
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length that fits its family. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * What Fastify's trustProxy accepts, minus `true`: trusting every hop makes the left-most
 * X-Forwarded-For entry, which the client writes, the address every per-address limit counts.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === 'false') return false;
  if (/^[1-9]\d{0,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (value !== 'true' && wrong.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      value === 'true'
        ? `"true" would trust every hop, so clients could choose their own address; give ${TRUST_PROXY_FORMS}`
        : `${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not understood; give ${TRUST_PROXY_FORMS}`,
  });
  return z.NEVER;
}

/** The environment, parsed once at start-up by one schema; a wrong value stops the server naming it. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Undangin <no-reply@undangin.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@undangin.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces (it is sent as a bearer token)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 or auto')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?$/,
      'must be folder names of letters, digits, dots, hyphens and underscores separated by slashes',
    )
    .refine((v) => !v.includes('..'), 'must not contain ..')
    .optional(),
});

/** Every variable the server reads; the deployment files (compose.yaml) are tested against this list. */
export const ENV_VARIABLES = Object.keys(ZEnv.shape);

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket settings come together or not at all: half a set would quietly keep files on local disk. */
function s3Issues(env: Record<string, string>): string[] {
  const given = ENV_VARIABLES.filter((name) => name.startsWith('S3_') && env[name] !== undefined);
  if (given.length === 0) return [];
  return S3_REQUIRED.filter((name) => env[name] === undefined).map(
    (name) =>
      `  ${name}: is required when ${given.join(', ')} is set (an S3-compatible bucket needs ${S3_REQUIRED.join(', ')})`,
  );
}

export type TConfig = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /**
   * Which hops' X-Forwarded-For to believe (Fastify's trustProxy): a hop count or the proxies'
   * addresses/CIDRs behind a load balancer, false when clients connect directly.
   */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** The bearer a Prometheus scraper sends to /api/metrics; without it the route does not exist. */
  metricsToken: string | undefined;
  webDist: string;
  /** Uploaded files go to this bucket when set; otherwise to DATA_DIR/files. */
  s3: TS3Options | null;
  /** Test runs pin this so concurrent suites never share keys in one Redis. */
  redisPrefix: string;
};

/**
 * The option Fastify takes. Fastify 5.12 trusts no hop at all when given a number, so a hop count
 * becomes the function Express compiles for one: the nearest `hops` addresses are proxies.
 */
export function trustProxyOption(
  trust: TConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export class ConfigError extends Error {}

/** Treats empty strings as unset, the way shells and .env files mean them. */
function cleanEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof ZEnv> {
  const clean = cleanEnv(env);
  const parsed = ZEnv.safeParse(clean);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...s3Issues(clean),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * A secret kept beside the data, so tokens survive restarts without the operator choosing one.
 * Processes starting at once on one DATA_DIR must agree on it: each writes its candidate aside and
 * links it into place, which only the first can do (a link is atomic and never replaces a file), and
 * every one of them then reads the winner's.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(aside, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(aside);
    }
  }
  return readFileSync(file, 'utf8').trim();
}

function s3Options(e: z.infer<typeof ZEnv>): TS3Options | null {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    prefix,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistedJwtSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    s3: s3Options(e),
    redisPrefix: 'undangin:',
  };
}
