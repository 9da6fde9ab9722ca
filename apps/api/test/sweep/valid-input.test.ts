import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerProblems, contains, objectsIn } from '../helpers/sweep/answers';
import {
  baseCall,
  createSweepContext,
  fillPath,
  send,
  sweepSettings,
  sweepWorld,
  type TSweepRoute,
} from '../helpers/sweep/routes';
import { arbitraryFor, validInput } from '../helpers/sweep/zod-arbitrary';

/**
 * Issue 12, the sweep: every registered route, driven with input its own schemas accept. Never a 5xx;
 * a write that succeeds reads back through the resource's read route as the schema normalised it; a
 * published invitation's page still renders.
 */
const { ctx, routes } = await createSweepContext();
const settings = sweepSettings('sweep, valid input', 5);
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** Where a write that has no GET on its own path is read back (design.md's API map). */
const READ_ELSEWHERE: Record<string, string> = {
  'PUT /api/user/profile': '/api/user/me',
};

/** Statuses each route answered, printed with SWEEP_REPORT=1: how many runs got past the rules. */
const answered = new Map<string, number[]>();

/** Fields a write only requests: a new sign-in address takes effect once its confirmation mail is opened. */
const REQUESTED_ONLY: Record<string, string[]> = {
  'PUT /api/user/profile': ['email'],
};

const getRoute = (url: string) => routes.find((r) => r.method === 'GET' && r.url === url);

/** Query values as a browser sends them: text, a repeated key for a list. */
function asQuery(value: unknown): Record<string, string | string[]> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}

/** The input a run sends: generated parameters only where no row knows real ones. */
function inputFor(route: TSweepRoute) {
  const { body, querystring, params } = route.schema;
  return fc.record({
    body: body ? validInput(body) : fc.constant(undefined),
    query: querystring ? validInput(querystring) : fc.constant(undefined),
    params: params ? arbitraryFor(params, { full: true }) : fc.constant({}),
    // Ids a generated body cannot know (the invitation, the package): the row's, in most runs.
    keepRowIds: fc.boolean(),
  });
}

/** The same path read back: the resource itself, the new member of a collection, or its collection. */
function readPaths(route: TSweepRoute, path: string, answer: unknown): string[] {
  const elsewhere = READ_ELSEWHERE[`${route.method} ${route.url}`];
  if (elsewhere) return [elsewhere];
  // A new member is read on its own (a list shows a summary), a write on a path where that path is read.
  const id = (answer as { id?: unknown } | null)?.id;
  const member = routes.find(
    (r) => r.method === 'GET' && r.url.startsWith(route.url) && /^\/:[^/]+$/.test(r.url.slice(route.url.length)),
  );
  if (member && typeof id === 'string') return [`${path}/${id}`];
  if (getRoute(route.url)) return [withPerPage(route.url, path)];
  const collection = route.url.replace(/\/:[^/]+$/, '');
  if (collection !== route.url && getRoute(collection)) {
    return [withPerPage(collection, path.replace(/\/[^/]+$/, ''))];
  }
  return [];
}

/** Lists answer one page; the largest page makes the written record one of them. */
function withPerPage(pattern: string, path: string): string {
  const query = getRoute(pattern)?.schema.querystring as z.ZodObject | undefined;
  return query?.shape && 'perPage' in query.shape ? `${path}?perPage=100` : path;
}

/** What a generated body cannot know: the ids of rows that exist, a guest's code, the version being edited. */
/** A copy of a body without the field a 422 named (`content.events.0.venue`): an optional one is left out. */
function withoutField(body: unknown, field: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = field.split('.');
  let cursor: unknown = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof cursor !== 'object' || cursor === null) return copy;
    cursor = (cursor as Record<string, unknown>)[key];
  }
  const last = keys[keys.length - 1]!;
  if (Array.isArray(cursor)) cursor.splice(Number(last), 1);
  else if (typeof cursor === 'object' && cursor !== null) delete (cursor as Record<string, unknown>)[last];
  return copy;
}

const ROW_KEYS = /(^id|Id|Ids|ids|code|^version)$/;

describe('sweep: valid input on every route', () => {
  afterAll(async () => {
    if (process.env.SWEEP_REPORT) {
      const lines = [...answered].map(([key, statuses]) => `${key}: ${statuses.join(' ')}`);
      console.info(`sweep, valid input: statuses per route\n${lines.join('\n')}`);
    }
    await ctx.close();
  });

  it('reads the routes from the app', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  for (const route of routes) {
    it(
      `${route.method} ${route.url}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(inputFor(route), async (input) => {
            const world = await sweepWorld(ctx);
            const base = await baseCall(world, route);
            let payload = base.payload;
            if (route.schema.body) {
              payload = input.body;
              const rowBody = base.payload as Record<string, unknown> | undefined;
              if (input.keepRowIds && typeof payload === 'object' && payload) {
                const ids = Object.entries(rowBody ?? {}).filter(([key]) => ROW_KEYS.test(key));
                const merged: Record<string, unknown> = { ...payload, ...Object.fromEntries(ids) };
                // The account's own password, where a change asks for it.
                if ('currentPassword' in merged) merged.currentPassword = world.owner.password;
                payload = merged;
              }
            }
            const path = base.madeUpParams
              ? fillPath(route.url, input.params as Record<string, unknown>)
              : base.path;
            const apiRoute = route.url.startsWith('/api');
            const call = () =>
              send(world, route, { path, query: asQuery(input.query), payload, headers: base.headers });
            let res = await call();
            expect(answerProblems(res, apiRoute), res.body.slice(0, 500)).toEqual([]);
            // Rules no schema states (a template that exists, a photo that was uploaded) refuse some
            // fields; without them the rest of the write is tried again, so it reaches the read-back.
            for (let retry = 0; retry < 3 && res.statusCode === 422 && route.schema.body; retry++) {
              const refused = Object.keys((res.json() as { errors?: object }).errors ?? {});
              // A field refused as missing is left out with the object around it.
              const trimmed = refused.reduce<unknown>((body, field) => {
                const without = withoutField(body, field);
                const parent = field.split('.').slice(0, -1).join('.');
                return JSON.stringify(without) === JSON.stringify(body) && parent
                  ? withoutField(body, parent)
                  : without;
              }, payload);
              if (
                !refused.length ||
                refused.includes('_') ||
                JSON.stringify(trimmed) === JSON.stringify(payload)
              )
                break;
              payload = trimmed;
              res = await call();
              expect(answerProblems(res, apiRoute), res.body.slice(0, 500)).toEqual([]);
            }
            const key = `${route.method} ${route.url}`;
            answered.set(key, [...(answered.get(key) ?? []), res.statusCode]);
            if (!WRITES.has(route.method) || res.statusCode >= 300 || !route.schema.body) return;

            // A POST that answers a file (an export) wrote nothing to read back.
            if (!res.headers['content-type']?.toString().startsWith('application/json')) return;
            const answer = res.json() as unknown;
            const sent = route.schema.body.parse(payload) as Record<string, unknown>;
            for (const field of REQUESTED_ONLY[key] ?? []) delete sent[field];
            const written = (answer as { id?: unknown } | null)?.id;
            const seen: unknown[] = [answer];
            for (const readPath of readPaths(route, path, answer)) {
              const read = await send(world, { ...route, method: 'GET' }, { path: readPath });
              expect(read.statusCode, `GET ${readPath}: ${read.body.slice(0, 300)}`).toBe(200);
              const body = read.json() as unknown;
              seen.push(body);
              const candidates = objectsIn(body).filter((o) => written === undefined || o.id === written);
              expect(
                candidates.some((o) => contains(o, sent)),
                `GET ${readPath} does not give back what was written.\nsent (normalised): ${JSON.stringify(sent)}\nread: ${read.body.slice(0, 1500)}`,
              ).toBe(true);
            }
            for (const invitation of seen.flatMap(objectsIn)) {
              if (typeof invitation.publicUrl !== 'string' || typeof invitation.id !== 'string') continue;
              // A draft is published when its content allows, so the page shows what was written.
              if (invitation.status === 'draft') {
                const published = await send(
                  world,
                  { ...route, method: 'POST', actor: 'owner' },
                  { path: `/api/invitations/${invitation.id}/publish` },
                );
                if (published.statusCode !== 200) continue;
              } else if (invitation.status !== 'published') continue;
              const page = await ctx.request({ method: 'GET', url: invitation.publicUrl });
              expect(
                page.statusCode,
                `${invitation.publicUrl} after the write: ${page.body.slice(0, 300)}`,
              ).toBe(200);
            }
          }),
          settings.params,
        );
      },
      settings.timeout,
    );
  }
});
