import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AUTHORIZATION_TABLE } from '../../authorization-table';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { insertUser } from '../../../src/modules/auth/repository';
import { findAdmin, tokenFor, uniqueEmail, type TTestUser } from '../accounts';
import { createTestContext, type TTestContext } from '../app';
import type { TActor, TMatrixRow, TMatrixWorld } from '../authorization';
import { uniqueIp } from '../invitations';

/**
 * The routes the app registers, read from the app itself with their zod schemas, and the way to call
 * each with real ids owned by a test user: the authorization matrix's request builders when the route
 * (or another method on the same path) has a row, made-up parameters otherwise. A new route joins the
 * sweep without anyone writing a row.
 */

export type TSweepSchemas = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };

export type TSweepRoute = {
  method: string;
  url: string;
  schema: TSweepSchemas;
  /** The row whose request builder gives this route real ids: its own, or one on the same path. */
  row?: TMatrixRow;
  /** Who calls: someone the route lets through, so the input reaches the handler. */
  actor: TActor;
};

export type TSweepContext = { ctx: TTestContext; routes: TSweepRoute[] };

/** Fastify announces every new instance on this channel; the sweep listens while the test app is built. */
const initialization = channel('fastify.initialization');

export async function createSweepContext(): Promise<TSweepContext> {
  const registered: RouteOptions[] = [];
  const listener = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      registered.push(route);
    });
  };
  initialization.subscribe(listener);
  let ctx: TTestContext;
  try {
    ctx = await createTestContext();
  } finally {
    initialization.unsubscribe(listener);
  }
  const routes: TSweepRoute[] = [];
  for (const route of registered) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD answers like its GET twin, which is swept.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const row =
        AUTHORIZATION_TABLE.find((r) => r.method === method && r.route === route.url) ??
        AUTHORIZATION_TABLE.find((r) => r.route === route.url && r.request);
      routes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as TSweepSchemas,
        row,
        actor: row ? actorFor(row) : route.url.startsWith('/api') ? 'owner' : 'anonymous',
      });
    }
  }
  return { ctx, routes };
}

/** The first caller the matrix expects to get through; the owner when nobody does (a refusal row). */
function actorFor(row: TMatrixRow): TActor {
  const order: TActor[] = ['owner', 'admin', 'anonymous', 'other'];
  return order.find((actor) => row.expect[actor] < 400) ?? 'owner';
}

const SWEEP_PASSWORD = 'Sapuan-Kata-Sandi-2025';
let sweepHash: Promise<string> | undefined;

/** A new verified account; the password is hashed once per file, so a run costs two inserts, not two hashes. */
async function sweepUser(ctx: TTestContext, name: string): Promise<TTestUser> {
  sweepHash ??= hashPassword(SWEEP_PASSWORD);
  const now = ctx.clock.now();
  const email = uniqueEmail('sapuan');
  const row = await insertUser(ctx.app.db, {
    name,
    email,
    passwordHash: await sweepHash,
    role: 'user',
    emailVerifiedAt: now,
    tokensValidAfter: now,
  });
  return { id: row.id, name, email, password: SWEEP_PASSWORD };
}

/**
 * A fresh owner and other user for every run, beside the administrator: no run inherits another's
 * invitations or limits, so a failure replays from its seed and path alone.
 */
export async function sweepWorld(ctx: TTestContext): Promise<TMatrixWorld> {
  return {
    ctx,
    owner: await sweepUser(ctx, 'Pemilik Sapuan'),
    other: await sweepUser(ctx, 'Orang Lain'),
    admin: await findAdmin(ctx),
  };
}

/** The call a route's row builds (path with real ids, body, headers); made-up parameters otherwise. */
export type TBaseCall = {
  path: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The parameters are made up (no row knows real ones), so the route's params schema fills them. */
  madeUpParams: boolean;
};

export async function baseCall(world: TMatrixWorld, route: TSweepRoute): Promise<TBaseCall> {
  if (route.row) {
    const call = (await route.row.request?.(world)) ?? {};
    const url = call.url ?? route.row.route;
    const own = route.row.method === route.method;
    return {
      path: url.split('?')[0]!,
      payload: own ? call.payload : undefined,
      headers: own ? call.headers : undefined,
      madeUpParams: false,
    };
  }
  return { path: route.url, madeUpParams: true };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoding; a lone surrogate, which has no UTF-8, is sent as the invalid bytes a client would. */
function encodeSegment(value: unknown): string {
  return String(value)
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** The route's path with each `:name` (and a trailing `*`) replaced by the given values, encoded. */
export function fillPath(pattern: string, params: Record<string, unknown>): string {
  return pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeSegment(params[name] ?? 'sapuan'))
    .replace(/\*$/, () => encodeSegment(params['*'] ?? 'sapuan'));
}

/** Sends one sweep call as the route's actor, from an address of its own (per-address limits). */
export async function send(
  world: TMatrixWorld,
  route: TSweepRoute,
  call: {
    path: string;
    query?: Record<string, string | string[]>;
    payload?: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const { ctx } = world;
  const actor = route.actor;
  const token = actor === 'anonymous' ? undefined : await tokenFor(ctx, world[actor].id);
  return ctx.request({
    method: route.method as 'GET',
    url: call.path,
    query: call.query,
    payload: call.payload as string | undefined,
    headers: call.headers,
    token,
    remoteAddress: uniqueIp(),
  });
}

/**
 * The seed every route's property starts from, printed so a failure replays; `npm test` runs a few
 * cases per route, `npm run test:sweep` many (SWEEP_RUNS).
 */
export function sweepSettings(label: string, defaultRuns: number) {
  const seed = Number(process.env.SWEEP_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const numRuns = Number(process.env.SWEEP_RUNS ?? defaultRuns);
  const path = process.env.SWEEP_PATH;
  console.info(
    `${label}: seed ${seed}, ${numRuns} runs per route. Replay: SWEEP_SEED=${seed} SWEEP_RUNS=${numRuns}` +
      ` [SWEEP_PATH=<path from the failure>] npx vitest run --project api-pglite apps/api/test/sweep -t '<route>'`,
  );
  // A route's runs share one test; its time grows with them (each run is a few requests).
  return { params: { seed, numRuns, path, endOnFailure: true }, timeout: 30_000 + numRuns * 3_000 };
}
