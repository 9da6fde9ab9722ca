import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRupiah, jakartaDate, type TDashboard, type TSearchResponse } from '@undangin/shared';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  approve,
  buy,
  confirm,
  createBankAccount,
  createInvitation,
  createUser,
  loginAdmin,
  type TTestUser,
} from './helpers/billing';

describe('billing on the dashboard and in search', () => {
  let ctx: TTestContext;
  let admin: TTestUser;
  let user: TTestUser;
  let invitationId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    admin = await loginAdmin(ctx);
    user = await createUser(ctx);
    invitationId = await createInvitation(ctx, user.id);
    await createBankAccount(ctx, admin);
  });

  const dashboard = async (who: TTestUser) =>
    (await ctx.request({ method: 'GET', url: '/api/dashboard', token: who.token })).json<TDashboard>();
  const card = (d: TDashboard, key: string) => d.cards.find((c) => c.key === key);

  it("shows a couple their invitation's package, its days left and the purchase waiting for them", async () => {
    const before = await dashboard(user);
    expect(card(before, 'billing.package')).toMatchObject({
      value: 'Gratis',
      hint: 'Sekar Ayu & Bima Putra',
    });
    expect(card(before, 'billing.daysLeft')).toMatchObject({ value: 14 });
    expect(before.cards.some((c) => c.key.startsWith('billing.openTransaction.'))).toBe(false);
    expect(before.gettingStarted.steps.find((s) => s.key === 'package')?.done).toBe(false);

    const t = await buy(ctx, user, invitationId, 'basic');
    const after = await dashboard(user);
    // One key per status, so the web names the status in each language.
    expect(card(after, 'billing.openTransaction.menunggu_pembayaran')).toMatchObject({
      label: 'Menunggu Pembayaran',
      value: t.invoiceNumber,
      hint: formatRupiah(t.amount),
    });
    expect(after.gettingStarted.steps.find((s) => s.key === 'package')?.done).toBe(true);
    expect(card(await dashboard(admin), 'billing.package')).toBeUndefined();
  });

  it('shows administrators revenue this month and confirmations waiting', async () => {
    const paid = await buy(ctx, user, invitationId, 'basic');
    await confirm(ctx, user, paid);
    await approve(ctx, admin, paid.id);
    const waiting = await buy(ctx, user, await createInvitation(ctx, user.id), 'premium');
    await confirm(ctx, user, waiting);

    const d = await dashboard(admin);
    expect(card(d, 'billing.revenueThisMonth')?.value).toBe(formatRupiah(paid.amount));
    expect(card(d, 'billing.waitingVerification')).toMatchObject({ value: 1, tone: 'warning' });
    const chart = d.charts.find((c) => c.key === 'billing.revenue');
    // The last six months in Jakarta, oldest first, for the web to name in the reader's language.
    expect(chart?.categoryFormat).toBe('month');
    expect(chart?.categories).toHaveLength(6);
    expect(chart?.categories.at(-1)).toBe(jakartaDate(ctx.clock.now()).slice(0, 7));
    expect(chart?.categories.every((month) => /^\d{4}-\d{2}$/.test(month))).toBe(true);
    expect(chart?.series[0]).toMatchObject({ key: 'billing.revenue', label: 'Pendapatan' });
    expect(chart?.series[0]?.data.at(-1)).toBe(paid.amount);
    expect(card(await dashboard(user), 'billing.revenueThisMonth')).toBeUndefined();
    // The four steps are a couple's to take: an administrator is not told to make an invitation.
    expect(d.gettingStarted.steps).toEqual([]);
    expect((await dashboard(user)).gettingStarted.steps.map((s) => s.key)).toEqual([
      'invitation',
      'guests',
      'package',
      'send',
    ]);
  });

  it("gives an administrator the installation's setup checklist, and a couple none", async () => {
    const steps = async () =>
      Object.fromEntries((await dashboard(admin)).setup.map((step) => [step.key, step.done]));
    // The test server sends no real mail and answers on localhost; the seed puts paid packages on sale.
    expect(await steps()).toEqual({
      bankAccount: true,
      paidPackage: true,
      mail: false,
      publicAddress: false,
    });
    const accounts = await ctx.request({ method: 'GET', url: '/api/bank-accounts', token: admin.token });
    for (const account of accounts.json<{ data: { id: string }[] }>().data) {
      const off = await ctx.request({
        method: 'PATCH',
        url: `/api/bank-accounts/${account.id}`,
        token: admin.token,
        payload: { active: false },
      });
      expect(off.statusCode).toBe(200);
    }
    expect((await steps()).bankAccount).toBe(false);
    expect((await dashboard(user)).setup).toEqual([]);
  });

  it('finds invoices by number: a couple their own, administrators all', async () => {
    const mine = await buy(ctx, user, invitationId, 'basic');
    const other = await createUser(ctx, 'Dewi Lestari');
    const theirs = await buy(ctx, other, await createInvitation(ctx, other.id), 'basic');
    const search = async (who: TTestUser) =>
      (await ctx.request({ method: 'GET', url: '/api/search?q=INV%2F', token: who.token }))
        .json<TSearchResponse>()
        .results.filter((r) => r.type === 'invoice');

    expect((await search(user)).map((r) => r.title)).toEqual([mine.invoiceNumber]);
    expect((await search(user))[0]).toMatchObject({
      subtitle: `Menunggu Pembayaran · ${formatRupiah(mine.amount)}`,
      url: `/transactions?q=${encodeURIComponent(mine.invoiceNumber)}`,
    });
    expect((await search(admin)).map((r) => r.title).sort()).toEqual(
      [mine.invoiceNumber, theirs.invoiceNumber].sort(),
    );
  });
});
