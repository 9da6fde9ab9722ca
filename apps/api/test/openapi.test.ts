import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';

type TOperation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
};
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>> };

/** Fastify's ':id' as OpenAPI writes it, '{id}'. */
const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let ctx: TTestContext;
  let doc: TDocument;

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => ctx.close());

  it('documents every registered /api route with a tag', () => {
    const undocumented = ctx.app.routeAccess
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.tags?.length)
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('documents the account and notification endpoints with their bodies, answers and bearer security', () => {
    const op = (method: string, path: string) => doc.paths[path]![method]!;
    const bodyFields = (o: TOperation) =>
      Object.keys(o.requestBody!.content['application/json']!.schema.properties!);

    expect(bodyFields(op('post', '/api/user/register'))).toEqual(['name', 'email', 'password']);
    expect(bodyFields(op('post', '/api/user/login'))).toEqual(['email', 'password']);
    expect(bodyFields(op('post', '/api/user/email/verify'))).toEqual(['token']);
    expect(bodyFields(op('post', '/api/user/email/resend'))).toEqual(['email']);
    expect(bodyFields(op('post', '/api/user/forgot-password'))).toEqual(['email']);
    expect(bodyFields(op('post', '/api/user/reset-password'))).toEqual(['token', 'password']);
    expect(Object.keys(op('post', '/api/user/register').responses)).toEqual(['201', '422', '429']);
    expect(Object.keys(op('post', '/api/user/login').responses)).toEqual(['200', '403', '422', '429']);
    for (const [method, path] of [
      ['post', '/api/user/register'],
      ['post', '/api/user/email/verify'],
      ['post', '/api/user/email/resend'],
      ['post', '/api/user/login'],
      ['post', '/api/user/logout'],
      ['post', '/api/user/forgot-password'],
      ['post', '/api/user/reset-password'],
      ['get', '/api/user/me'],
    ] as const) {
      expect(op(method, path).tags, path).toEqual(['auth']);
    }
    expect(op('get', '/api/user/me').security).toEqual([{ bearer: [] }]);
    for (const [method, path] of [
      ['get', '/api/notifications'],
      ['post', '/api/notifications/{id}/read'],
      ['post', '/api/notifications/read-all'],
    ] as const) {
      expect(op(method, path).tags, path).toEqual(['notifications']);
      expect(op(method, path).security, path).toEqual([{ bearer: [] }]);
    }
  });

  it('serves the documentation page', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
