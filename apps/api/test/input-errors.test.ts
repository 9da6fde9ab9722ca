import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';
import { findAdmin, tokenFor } from './helpers/accounts';
import { session, type TSession } from './helpers/invitations';

/**
 * Refusals the sweep (issue 12, part 2) found answered in English or outside the error shape: checks a
 * schema leaves without a message of its own, and what the router refuses before any route runs.
 */
describe('refusals of malformed input', () => {
  let ctx: TTestContext;
  let couple: TSession;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    couple = await session(ctx);
    adminToken = await tokenFor(ctx, (await findAdmin(ctx)).id);
  });
  afterAll(() => ctx.close());

  const invalid = (errors: Record<string, string[]>) => ({
    message: 'Data yang dikirim tidak valid',
    errors,
  });

  it('a query value of the wrong type is refused per field in Indonesian', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/invitations?perPage=true',
      token: couple.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ perPage: ['Harus berupa angka'] }));
  });

  it('a body that is not an object is refused in Indonesian', async () => {
    const res = await ctx.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: couple.token,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalid({ _: ['Harus berupa objek'] }));
  });

  it('a missing field, a wrong type and an unknown choice each get an Indonesian sentence', async () => {
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/templates/reorder',
      token: adminToken,
      payload: {},
    });
    expect(missing.json()).toEqual(invalid({ ids: ['Wajib diisi'] }));
    const wrongType = await ctx.request({
      method: 'POST',
      url: '/api/templates/reorder',
      token: adminToken,
      payload: { ids: 5 },
    });
    expect(wrongType.json()).toEqual(invalid({ ids: ['Harus berupa daftar'] }));
    const choice = await ctx.request({ method: 'GET', url: '/api/users?confirmed=ya', token: adminToken });
    expect(choice.json()).toEqual(invalid({ confirmed: ['Harus salah satu dari true atau false'] }));
  });

  it('a path parameter longer than the router takes is a 414 with a message, not the router text', async () => {
    const res = await ctx.request({ method: 'GET', url: `/u/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'Alamat yang diminta terlalu panjang' });
  });

  it('a path that is not valid percent-encoding is a 400 with a message', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/invitations/%ED%A0%80', token: couple.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Alamat yang diminta tidak valid' });
  });
  it('a search for an amount no transfer can reach answers an empty list, not a database error', async () => {
    // The sweep's seed 34854920: q=4762555380 is a rupiah amount past PostgreSQL's integer range.
    for (const [url, token] of [
      ['/api/transactions?q=4762555380', couple.token],
      ['/api/admin/transactions?q=4762555380', adminToken],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toMatchObject({ data: [], total: 0 });
    }
  });
});
