import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';

describe('health', () => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers alive and ready, with the XSRF cookie and helmet headers', async () => {
    const health = await ctx.request({ method: 'GET', url: '/api/health', cookies: { 'XSRF-TOKEN': '' } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(String(health.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
    const ready = await ctx.request({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with a JSON 404 in Indonesian', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/tidak ditemukan/);
  });
});
