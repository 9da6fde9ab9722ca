import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TBankAccount, TInvitationPlan, TPackage } from '@undangin/shared';
import { invitationPlans } from '../src/db/schema';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  createBankAccount,
  createInvitation,
  createUser,
  loginAdmin,
  packageByCode,
  signInAgain,
  type TSignedInUser,
} from './helpers/billing';

const DAY = 24 * 60 * 60 * 1000;

const NEW_PACKAGE = {
  code: 'platinum',
  name: 'Platinum',
  description: 'Paket uji',
  price: 299_000,
  guestLimit: 3000,
  activeDays: 365,
  galleryLimit: 60,
  templateTier: 'premium',
  musicUpload: true,
  qrCheckin: true,
  wishesModeration: true,
  showBranding: false,
};

describe('packages', () => {
  let ctx: TTestContext;
  let admin: TSignedInUser;
  let user: TSignedInUser;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
    user = await createUser(ctx);
  });

  it('seeds Gratis and three paid tiers on first start, cheapest first', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/packages', token: user.token });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: TPackage[] }>().data;
    expect(list.map((p) => [p.code, p.price])).toEqual([
      ['gratis', 0],
      ['basic', 49_000],
      ['premium', 99_000],
      ['eksklusif', 199_000],
    ]);
    const gratis = list[0]!;
    expect(gratis).toMatchObject({
      isDefault: true,
      guestLimit: 25,
      activeDays: 14,
      templateTier: 'free',
      showBranding: true,
      musicUpload: false,
    });
    expect(list.slice(1).every((p) => !p.showBranding && p.guestLimit > gratis.guestLimit)).toBe(true);
  });

  it('runs the seed once: a restart neither duplicates nor brings back a deleted package', async () => {
    const basic = await packageByCode(ctx, 'basic');
    const del = await ctx.request({ method: 'DELETE', url: `/api/packages/${basic.id}`, token: admin.token });
    expect(del.statusCode).toBe(200);
    const { runStartupTasks } = await import('../src/startup');
    await runStartupTasks(ctx.app);
    const res = await ctx.request({ method: 'GET', url: '/api/packages', token: admin.token });
    expect(res.json<{ data: TPackage[] }>().data.map((p) => p.code)).toEqual([
      'gratis',
      'premium',
      'eksklusif',
    ]);
  });

  it('refuses anonymous callers and lets only administrators change packages', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/packages' })).statusCode).toBe(401);
    const byUser = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: user.token,
      payload: NEW_PACKAGE,
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('lets an administrator create, edit and deactivate a package; users then no longer see it', async () => {
    const created = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: NEW_PACKAGE,
    });
    expect(created.statusCode).toBe(201);
    const pkg = created.json<TPackage>();
    expect(pkg).toMatchObject({ ...NEW_PACKAGE, active: true, isDefault: false, inUse: false });

    const edited = await ctx.request({
      method: 'PATCH',
      url: `/api/packages/${pkg.id}`,
      token: admin.token,
      payload: { price: 249_000, active: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price: 249_000, active: false });

    const forUser = await ctx.request({ method: 'GET', url: '/api/packages', token: user.token });
    expect(forUser.json<{ data: TPackage[] }>().data.some((p) => p.id === pkg.id)).toBe(false);
    const forAdmin = await ctx.request({ method: 'GET', url: '/api/packages', token: admin.token });
    expect(forAdmin.json<{ data: TPackage[] }>().data.some((p) => p.id === pkg.id)).toBe(true);
  });

  it('answers bad input per field in Indonesian', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: { ...NEW_PACKAGE, code: 'Bad Code', price: 1500.5, guestLimit: 0 },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.code?.[0]).toMatch(/huruf kecil/);
    expect(errors.price?.[0]).toBe('Harga harus bilangan bulat rupiah tanpa desimal');
    expect(errors.guestLimit?.[0]).toBe('Batas tamu minimal 1');

    const taken = await ctx.request({
      method: 'POST',
      url: '/api/packages',
      token: admin.token,
      payload: { ...NEW_PACKAGE, code: 'premium' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual(['Kode paket sudah dipakai paket lain']);
  });

  it('keeps the default package free, active and undeletable', async () => {
    const gratis = await packageByCode(ctx, 'gratis');
    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/packages/${gratis.id}`,
      token: admin.token,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(422);
    const priced = await ctx.request({
      method: 'PATCH',
      url: `/api/packages/${gratis.id}`,
      token: admin.token,
      payload: { price: 10_000 },
    });
    expect(priced.statusCode).toBe(422);
    const del = await ctx.request({
      method: 'DELETE',
      url: `/api/packages/${gratis.id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(409);
  });

  it('refuses to delete a package an invitation uses', async () => {
    const premium = await packageByCode(ctx, 'premium');
    const invitationId = await createInvitation(ctx, user.id);
    await ctx.app.db
      .insert(invitationPlans)
      .values({ invitationId, packageId: premium.id, activeUntil: new Date(Date.now() + DAY) });
    const del = await ctx.request({
      method: 'DELETE',
      url: `/api/packages/${premium.id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/tidak dapat dihapus/);
    const missing = await ctx.request({
      method: 'DELETE',
      url: '/api/packages/not-an-id',
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('says buying is open only while an active bank account can take the transfer', async () => {
    const checkoutOpen = async () =>
      (await ctx.request({ method: 'GET', url: '/api/packages', token: user.token })).json<{
        checkoutOpen: boolean;
      }>().checkoutOpen;
    expect(await checkoutOpen()).toBe(false);
    const bca = await createBankAccount(ctx, admin, { active: false });
    expect(await checkoutOpen()).toBe(false);
    const on = await ctx.request({
      method: 'PATCH',
      url: `/api/bank-accounts/${bca.id}`,
      token: admin.token,
      payload: { active: true },
    });
    expect(on.statusCode).toBe(200);
    expect(await checkoutOpen()).toBe(true);
  });

  it('manages the bank accounts users transfer to; users see only the active ones', async () => {
    const bca = await createBankAccount(ctx, admin);
    const mandiri = await createBankAccount(ctx, admin, {
      bankName: 'Mandiri',
      accountNumber: '1370012345678',
    });
    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/bank-accounts/${mandiri.id}`,
      token: admin.token,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);

    const forUser = await ctx.request({ method: 'GET', url: '/api/bank-accounts', token: user.token });
    expect(forUser.json<{ data: TBankAccount[] }>().data.map((a) => a.id)).toEqual([bca.id]);
    const forAdmin = await ctx.request({ method: 'GET', url: '/api/bank-accounts', token: admin.token });
    expect(forAdmin.json<{ data: TBankAccount[] }>().data).toHaveLength(2);

    const byUser = await ctx.request({
      method: 'DELETE',
      url: `/api/bank-accounts/${bca.id}`,
      token: user.token,
    });
    expect(byUser.statusCode).toBe(403);
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/bank-accounts',
      token: admin.token,
      payload: { bankName: 'BCA', accountNumber: 'abc', accountHolder: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['accountHolder', 'accountNumber']);

    const del = await ctx.request({
      method: 'DELETE',
      url: `/api/bank-accounts/${bca.id}`,
      token: admin.token,
    });
    expect(del.statusCode).toBe(200);
    const again = await ctx.request({
      method: 'DELETE',
      url: `/api/bank-accounts/${bca.id}`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it("shows an invitation's current package and days left; another user's invitation is 404", async () => {
    const invitationId = await createInvitation(ctx, user.id, {
      createdAt: new Date(ctx.clock.now().getTime() - 4 * DAY),
    });
    const res = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitationId}/package`,
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    const plan = res.json<TInvitationPlan>();
    expect(plan.package.code).toBe('gratis');
    expect(plan.daysLeft).toBe(10);
    expect(plan.expired).toBe(false);
    expect(plan.openTransaction).toBeNull();

    ctx.clock.advance(11 * DAY);
    await signInAgain(ctx, user, admin);
    const later = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitationId}/package`,
      token: user.token,
    });
    expect(later.json()).toMatchObject({ daysLeft: 0, expired: true });

    const other = await createUser(ctx, 'Orang Lain');
    const foreign = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitationId}/package`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const byAdmin = await ctx.request({
      method: 'GET',
      url: `/api/invitations/${invitationId}/package`,
      token: admin.token,
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
