import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, findAdmin, tokenFor } from './helpers/accounts';
import { createTestContext, type TTestContext } from './helpers/app';
import { ACTORS, type TActor, type TMatrixWorld } from './helpers/authorization';
import { AUTHORIZATION_TABLE } from './authorization-table';

const key = (method: string, route: string) => `${method} ${route}`;

/** Every registered /api route × {anonymous, owner, other user, administrator}, from one table. */
describe('authorization matrix', () => {
  let ctx: TTestContext;
  let world: TMatrixWorld;

  beforeAll(async () => {
    // With a metrics token, so /api/metrics exists and needs its row like every other route.
    ctx = await createTestContext({ metricsToken: 'matrix-metrics-token-0123456789' });
    world = {
      ctx,
      owner: await createUser(ctx, { name: 'Pemilik' }),
      other: await createUser(ctx, { name: 'Orang Lain' }),
      admin: await findAdmin(ctx),
    };
  });
  afterAll(() => ctx.close());

  it('has exactly one row for every registered /api route, and no row without a route', () => {
    // A HEAD route answers like its GET twin, which has the row.
    const registered = ctx.app.routeAccess
      .filter((r) => r.method !== 'HEAD')
      .map((r) => key(r.method, r.url));
    const rows = AUTHORIZATION_TABLE.map((r) => key(r.method, r.route));
    expect({
      routesWithoutRow: registered.filter((k) => !rows.includes(k)),
      rowsWithoutRoute: rows.filter((k) => !registered.includes(k)),
      duplicateRows: rows.filter((k, i) => rows.indexOf(k) !== i),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [], duplicateRows: [] });
  });

  for (const row of AUTHORIZATION_TABLE) {
    it(key(row.method, row.route), async () => {
      // An owner of its own per row: the rows' set-up creates invitations and orders, and one owner
      // shared by every row would reach the per-account caps, answering for the set-up, not the route.
      const rowWorld: TMatrixWorld = { ...world, owner: await createUser(ctx, { name: 'Pemilik' }) };
      const answers = {} as Record<TActor, number>;
      const details: string[] = [];
      for (const actor of ACTORS) {
        const call = (await row.request?.(rowWorld)) ?? {};
        const url = call.url ?? row.route;
        if (/\/[:*]/.test(url) && !row.request)
          throw new Error(`${row.route} needs a request() with real ids`);
        const res = await ctx.request({
          method: row.method,
          url,
          payload: call.payload as Record<string, unknown> | undefined,
          headers: call.headers,
          token: actor === 'anonymous' ? undefined : await tokenFor(ctx, rowWorld[actor].id),
        });
        answers[actor] = res.statusCode;
        if (res.statusCode !== row.expect[actor])
          details.push(`${actor}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      expect(answers, details.join('\n')).toEqual(row.expect);
    });
  }
});
