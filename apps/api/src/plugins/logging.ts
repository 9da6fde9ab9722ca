import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import pino, { type DestinationStream } from 'pino';
import {
  LogController,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's or client's id is kept only when it is a short token that cannot forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is safe, so one id follows a request through proxies. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

// What a URL may carry that opens something: a guest's personal code (/u/:slug/:guestCode, ?code=),
// an usher's link (/check-in/:token), a greeting screen's (/layar/:token), confirmation and reset
// tokens (?token=), a PIN.
const SECRET_IN_PATH = [
  // Not the shared assets, the demos or an invitation's calendar files, whose segments are public.
  /^(\/u\/(?!assets\/|demo\/)[^/?#]+\/)(?!calendar\/)[^/?#]+/,
  /^(\/check-in\/)[^/?#]+/,
  /^(\/layar\/)[^/?#]+/,
];
const SECRET_IN_QUERY = /([?&](?:code|guestCode|token|pin)=)[^&#]*/gi;
const REDACTED = '[redacted]';

/** The URL as the log keeps it: secrets replaced, the route and the other parameters kept. */
export function redactUrl(url: string): string {
  const path = SECRET_IN_PATH.reduce((text, pattern) => text.replace(pattern, `$1${REDACTED}`), url);
  return path.replace(SECRET_IN_QUERY, `$1${REDACTED}`);
}

/**
 * Names that hold secrets when a log line carries them: fields of a body or an error's details, and
 * request headers. Not `code`: an error's code (ECONNREFUSED, PostgreSQL's 23505) is what a reader of
 * the log needs most.
 */
const SECRET_NAMES = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'pin',
  'guestCode',
  'authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  'x-usher-token',
  'x-usher-pin',
];

/**
 * Keys whose serializers build a fixed shape without secrets (method, redacted URL, host, address;
 * the status code), so the objects logged under them need no look.
 */
const FIXED_SHAPE_KEYS = new Set(['req', 'res']);

/** `value` with its secret fields censored, or `value` itself when it has none (the usual case). */
function withSecretsCensored(value: object): object {
  let descriptors: PropertyDescriptorMap | undefined;
  for (const name of SECRET_NAMES) {
    if (!Object.hasOwn(value, name)) continue;
    descriptors ??= Object.getOwnPropertyDescriptors(value);
    descriptors[name] = { value: REDACTED, enumerable: true, writable: true, configurable: true };
  }
  // The copy keeps the prototype and every own property, so an Error still serializes as one.
  return descriptors ? (Object.create(Object.getPrototypeOf(value), descriptors) as object) : value;
}

/**
 * pino's `formatters.log`: the secret names censored one level down in the logged object (its top
 * level is pino's keyed `redact`, which covers bindings too). It runs before the serializers, which
 * add no new fields to a logged error, and replaces @pinojs/redact's `*.field` wildcard paths, whose
 * walk ran on every key of every line and every request's `reqId` binding.
 */
function censorNested(line: Record<string, unknown>): Record<string, unknown> {
  let censored: Record<string, unknown> | undefined;
  for (const key in line) {
    const value = line[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value) || FIXED_SHAPE_KEYS.has(key))
      continue;
    const safe = withSecretsCensored(value);
    if (safe !== value) (censored ??= { ...line })[key] = safe;
  }
  return censored ?? line;
}

/**
 * pino's options: request lines with the URL redacted, and the secret names censored at a line's top
 * level and one level down (a body, an error's details, a headers object).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_NAMES.map((name) => `["${name}"]`), censor: REDACTED },
    formatters: { log: censorNested },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** How long a line may wait in the buffer before it is written anyway. */
const FLUSH_EVERY_MS = 1_000;

/**
 * The server's standard output for the log, written 4 KB at a time instead of one system call per
 * line (with one line per request below, a sixth less CPU for a guest's page: docs/benchmarks.md).
 * A quiet server's lines go out within a second; whatever waits is written when the process exits
 * (pino flushes its destinations then), so only a SIGKILL loses the last second.
 */
export function bufferedStdout(): { stream: DestinationStream; stop: () => void } {
  const stream = pino.destination({ dest: 1, minLength: 4096, sync: false });
  const timer = setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return {
    stream,
    stop: () => {
      clearInterval(timer);
      stream.flushSync();
    },
  };
}

/**
 * Fastify's request lines, one per request: written when it is answered, with what was asked beside
 * what was answered. Fastify's own two ("incoming request", then "request completed") repeated the
 * request's id for nothing, and each line is a write to the log.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Every response names its request (X-Request-Id), so a user's report or a proxy's log leads to the
 * server's lines for it; each of those lines carries the same id as `reqId` (Fastify's child logger).
 */
const loggingPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
};

export default fp(loggingPlugin, { name: 'logging' });
