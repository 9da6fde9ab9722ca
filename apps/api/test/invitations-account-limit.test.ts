import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_INVITATIONS_PER_ACCOUNT } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import { createInvitation, createUser, loginAdmin, type TSignedInUser } from './helpers/billing';

/** Issue 12 §1.5: one free account may not create invitations without end. */
describe(`at most ${MAX_INVITATIONS_PER_ACCOUNT} invitations per account`, () => {
  let ctx: TTestContext;
  let user: TSignedInUser;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    user = await createUser(ctx);
  });

  const create = (who: TSignedInUser) =>
    ctx.request({ method: 'POST', url: '/api/invitations', token: who.token, payload: {} });

  async function own(who: TSignedInUser, n: number) {
    for (let i = 0; i < n; i++) await createInvitation(ctx, who.id);
  }

  it('creates up to the cap and refuses the next one with 409 and a clear message', async () => {
    await own(user, MAX_INVITATIONS_PER_ACCOUNT - 2);
    expect((await create(user)).statusCode).toBe(201); // cap − 1
    expect((await create(user)).statusCode).toBe(201); // cap
    const over = await create(user);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toEqual({
      message:
        `Akun Anda sudah memiliki ${MAX_INVITATIONS_PER_ACCOUNT} undangan, batas untuk satu akun. ` +
        'Hapus undangan yang tidak dipakai lagi untuk membuat undangan baru.',
      code: 'LIMIT_REACHED',
    });
    const list = await ctx.request({ method: 'GET', url: '/api/invitations?perPage=50', token: user.token });
    expect(list.json().total).toBe(MAX_INVITATIONS_PER_ACCOUNT);
  });

  it('frees a place when an invitation is deleted, and counts each account on its own', async () => {
    await own(user, MAX_INVITATIONS_PER_ACCOUNT - 1);
    const last = await create(user);
    expect(last.statusCode).toBe(201);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/invitations/${last.json().id}`, token: user.token }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await create(user)).statusCode).toBe(201);
    const other = await createUser(ctx, 'Orang Lain');
    expect((await create(other)).statusCode).toBe(201);
  });

  it('lets administrators create past the cap', async () => {
    const admin = await loginAdmin(ctx);
    await own(admin, MAX_INVITATIONS_PER_ACCOUNT);
    expect((await create(admin)).statusCode).toBe(201);
  });
});
