import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerProblems } from '../helpers/sweep/answers';
import { ODD_JSON, ODD_QUERY_VALUE, ODD_RAW_BODY, ODD_TEXT, UNKNOWN_KEY } from '../helpers/sweep/odd-input';
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
 * Issue 12, the sweep: every registered route, with one odd value in an otherwise ordinary request (a
 * body field at any depth, the whole body, a query key, a path parameter). Never a 5xx, never internals,
 * and a refusal in the error shape with Indonesian messages, per field for a 422.
 */
const { ctx, routes } = await createSweepContext();
const settings = sweepSettings('sweep, odd input', 8);

/** The dotted paths into an object schema (through optional, nullable, default and pipes), to depth 3. */
function fieldPaths(schema: z.ZodType | undefined, depth = 0): string[][] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 3) return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldPaths(def.innerType as z.ZodType, depth);
    case 'pipe':
      return fieldPaths(def.in as z.ZodType, depth);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => [
        [key],
        ...fieldPaths(value, depth + 1).map((rest) => [key, ...rest]),
      ]);
    default:
      return [];
  }
}

/** A copy of `body` with `value` at `path`, the objects on the way created when missing. */
function setAt(body: unknown, path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? structuredClone(body as Record<string, unknown>)
      : {};
  let cursor = root;
  for (const key of path.slice(0, -1)) {
    const next = cursor[key];
    cursor[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[path[path.length - 1]!] = value;
  return root;
}

const paramNames = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
  ...(url.endsWith('*') ? ['*'] : []),
];

type TFault =
  | { where: 'body'; path: string[]; value: unknown }
  | { where: 'duplicate'; key: string; value: unknown }
  | { where: 'raw'; text: string }
  | { where: 'query'; key: string; value: string | string[] }
  | { where: 'param'; name: string; value: string };

function faultFor(route: TSweepRoute): fc.Arbitrary<TFault> {
  const faults: fc.Arbitrary<TFault>[] = [];
  if (route.method !== 'GET') {
    const bodyPaths = [...fieldPaths(route.schema.body), [UNKNOWN_KEY]];
    faults.push(
      fc.record({
        where: fc.constant('body' as const),
        path: fc.constantFrom(...bodyPaths),
        value: ODD_JSON,
      }),
      fc.record({
        where: fc.constant('duplicate' as const),
        key: fc.constantFrom(...bodyPaths.map((p) => p[0]!)),
        value: ODD_JSON,
      }),
      fc.record({ where: fc.constant('raw' as const), text: ODD_RAW_BODY }),
    );
  }
  const queryKeys = [
    ...fieldPaths(route.schema.querystring)
      .filter((p) => p.length === 1)
      .map((p) => p[0]!),
    UNKNOWN_KEY,
  ];
  faults.push(
    fc.record({
      where: fc.constant('query' as const),
      key: fc.constantFrom(...queryKeys),
      value: ODD_QUERY_VALUE,
    }),
  );
  const names = paramNames(route.url);
  if (names.length) {
    faults.push(
      fc.record({ where: fc.constant('param' as const), name: fc.constantFrom(...names), value: ODD_TEXT }),
    );
  }
  return fc.oneof(...faults);
}

function inputFor(route: TSweepRoute) {
  const { body, querystring, params } = route.schema;
  return fc.record({
    body: body ? validInput(body) : fc.constant(undefined),
    query: querystring ? arbitraryFor(querystring, { full: false }) : fc.constant({}),
    params: params ? arbitraryFor(params, { full: true }) : fc.constant({}),
    fault: faultFor(route),
  });
}

/** The real path's parameter values, by name, so that one of them can be swapped for an odd one. */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  const values: Record<string, string> = {};
  patternParts.forEach((part, i) => {
    if (part.startsWith(':')) values[part.slice(1)] = decodeURIComponent(pathParts[i] ?? '');
    else if (part === '*') values['*'] = decodeURIComponent(pathParts.slice(i).join('/'));
  });
  return values;
}

describe('sweep: odd input on every route', () => {
  afterAll(() => ctx.close());

  for (const route of routes) {
    it(
      `${route.method} ${route.url}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(inputFor(route), async ({ body, query, params, fault }) => {
            const world = await sweepWorld(ctx);
            const base = await baseCall(world, route);
            let payload: unknown = route.schema.body ? body : base.payload;
            let headers = base.headers;
            const queryValues: Record<string, string | string[]> = Object.fromEntries(
              Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
            );
            const pathValues = base.madeUpParams
              ? (params as Record<string, unknown>)
              : paramsOf(route.url, base.path);
            switch (fault.where) {
              case 'body':
                payload = setAt(payload, fault.path, fault.value);
                headers = undefined;
                break;
              case 'duplicate': {
                const text = JSON.stringify(typeof payload === 'object' && payload !== null ? payload : {});
                const extra = `${JSON.stringify(fault.key)}:${JSON.stringify(fault.value)}`;
                payload = text === '{}' ? `{${extra},${extra}}` : `${text.slice(0, -1)},${extra}}`;
                headers = { 'content-type': 'application/json' };
                break;
              }
              case 'raw':
                payload = fault.text;
                headers = { 'content-type': 'application/json' };
                break;
              case 'query':
                queryValues[fault.key] = fault.value;
                break;
              case 'param':
                pathValues[fault.name] = fault.value;
                break;
            }
            const path =
              base.madeUpParams || fault.where === 'param' ? fillPath(route.url, pathValues) : base.path;
            const res = await send(world, route, { path, query: queryValues, payload, headers });
            expect(
              answerProblems(res, route.url.startsWith('/api')),
              `${res.statusCode} ${res.body.slice(0, 500)}`,
            ).toEqual([]);
          }),
          settings.params,
        );
      },
      settings.timeout,
    );
  }
});
