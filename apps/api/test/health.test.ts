import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';
import { testDbKind } from './helpers/database';

describe('health', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers alive and ready, with the XSRF cookie and the security headers', async () => {
    const health = await ctx.request({ method: 'GET', url: '/api/health', cookies: { 'XSRF-TOKEN': '' } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(String(health.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
    const ready = await ctx.request({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers and the dashboard’s policy on refusals and unknown paths too', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'whatever-it-is' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await ctx.request({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    for (const res of [refused, unknown]) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('answers an unknown API path with a JSON 404 in Indonesian', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/tidak ditemukan/);
  });

  it.runIf(testDbKind === 'postgres')(
    'keeps answering after PostgreSQL drops its idle connections (a restart or failover), without crashing',
    async () => {
      // Fill the pool with idle connections, then have the server end every one of them.
      await Promise.all(Array.from({ length: 3 }, () => ctx.app.db.execute(sql`select pg_sleep(0.05)`)));
      const { rows } = (await ctx.app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));

      const ready = await ctx.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    },
  );
});
