import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_OPEN_TRANSACTIONS_PER_ACCOUNT,
  type TInvitationPlan,
  type TTransactionDetail,
  type TTransactionList,
} from '@undangin/shared';
import {
  auditLog,
  invitations,
  mailOutbox,
  notifications,
  paymentConfirmations,
  transactions,
} from '../src/db/schema';
import {
  billingJobsDeps,
  runBillingJobs,
  VERIFICATION_EXPIRY_HOURS,
} from '../src/modules/billing/transactions/billing-jobs';
import { TRANSACTION_CREATE_LIMIT } from '../src/modules/billing/transactions/routes';
import { createTestContext, type TTestContext } from './helpers/app';
import {
  approve,
  buy,
  cancel,
  confirm,
  createAdmin,
  createBankAccount,
  createInvitation,
  createUser,
  loginAdmin,
  packageByCode,
  purchase,
  reject,
  sendConfirmation,
  signInAgain,
  type TSignedInUser,
} from './helpers/billing';
import { testDbKind } from './helpers/database';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('transactions', () => {
  let ctx: TTestContext;
  let admin: TSignedInUser;
  let user: TSignedInUser;
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

  const plan = async (id = invitationId) =>
    (
      await ctx.request({ method: 'GET', url: `/api/invitations/${id}/package`, token: user.token })
    ).json<TInvitationPlan>();

  describe('choosing a package', () => {
    it('creates a transaction with an invoice number, a unique amount, the accounts and a 24-hour window', async () => {
      const t = await buy(ctx, user, invitationId, 'basic');
      expect(t.invoiceNumber).toMatch(/^INV\/\d{8}\/0001$/);
      expect(t.status).toBe('menunggu_pembayaran');
      expect(t.uniqueCode).toBeGreaterThanOrEqual(1);
      expect(t.uniqueCode).toBeLessThanOrEqual(999);
      expect(t.amount).toBe(49_000 + t.uniqueCode);
      expect(t.packagePrice).toBe(49_000);
      expect(t.credit).toBe(0);
      expect(t.transferAccounts).toEqual([
        { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangin Indonesia' },
      ]);
      expect(new Date(t.expiresAt).getTime() - new Date(t.createdAt).getTime()).toBe(24 * HOUR);
      expect(t.invitation?.title).toBe('Sekar Ayu & Bima Putra');
      expect(t.history.map((h) => [h.fromStatus, h.toStatus, h.actorKind])).toEqual([
        [null, 'menunggu_pembayaran', 'owner'],
      ]);
    });

    it('numbers invoices per day and gives open transactions of one price different codes', async () => {
      const first = await buy(ctx, user, invitationId, 'basic');
      const second = await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
      expect(second.invoiceNumber.slice(0, 13)).toBe(first.invoiceNumber.slice(0, 13));
      expect(second.invoiceNumber).toMatch(/\/0002$/);
      expect(second.uniqueCode).not.toBe(first.uniqueCode);
    });

    it('refuses the free package, a switched-off package and a purchase without bank accounts', async () => {
      const gratis = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'gratis')).id);
      expect(gratis.statusCode).toBe(422);
      expect(gratis.json().errors.packageId[0]).toMatch(/gratis/);

      const premium = await packageByCode(ctx, 'premium');
      await ctx.request({
        method: 'PATCH',
        url: `/api/packages/${premium.id}`,
        token: admin.token,
        payload: { active: false },
      });
      const off = await purchase(ctx, user, invitationId, premium.id);
      expect(off.statusCode).toBe(422);

      const accounts = await ctx.request({ method: 'GET', url: '/api/bank-accounts', token: admin.token });
      for (const account of accounts.json().data as { id: string }[]) {
        await ctx.request({ method: 'DELETE', url: `/api/bank-accounts/${account.id}`, token: admin.token });
      }
      const noAccount = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'basic')).id);
      expect(noAccount.statusCode).toBe(409);
      expect(noAccount.json().message).toMatch(/rekening tujuan/);
    });

    it("answers 404 for another user's invitation and transaction", async () => {
      const other = await createUser(ctx, 'Orang Lain');
      const basic = await packageByCode(ctx, 'basic');
      expect((await purchase(ctx, other, invitationId, basic.id)).statusCode).toBe(404);
      const t = await buy(ctx, user, invitationId, 'basic');
      const peek = await ctx.request({ method: 'GET', url: `/api/transactions/${t.id}`, token: other.token });
      expect(peek.statusCode).toBe(404);
      expect((await cancel(ctx, other, t.id)).statusCode).toBe(404);
      const list = await ctx.request({ method: 'GET', url: '/api/transactions', token: other.token });
      expect(list.json<TTransactionList>().total).toBe(0);
      const byAdmin = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${t.id}`,
        token: admin.token,
      });
      expect(byAdmin.statusCode).toBe(200);
    });

    it('allows one unfinished purchase per invitation', async () => {
      const first = await buy(ctx, user, invitationId, 'basic');
      const again = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'premium')).id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'OPEN_TRANSACTION' });
      expect(again.json().message).toContain(first.invoiceNumber);
      expect((await plan()).openTransaction).toMatchObject({ id: first.id, status: 'menunggu_pembayaran' });

      // Once its window has passed, the stale one no longer blocks, even before the job has run.
      ctx.clock.advance(25 * HOUR);
      await signInAgain(ctx, user);
      const later = await buy(ctx, user, invitationId, 'premium');
      expect(later.status).toBe('menunggu_pembayaran');
      const stale = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${first.id}`,
        token: user.token,
      });
      expect(stale.json().status).toBe('kedaluwarsa');
    });
  });

  describe('Idempotency-Key', () => {
    it('never creates a second transaction for the same key', async () => {
      const basic = await packageByCode(ctx, 'basic');
      const headers = { 'idempotency-key': 'pilih-paket-7f3a9c21' };
      const first = await purchase(ctx, user, invitationId, basic.id, headers);
      const second = await purchase(ctx, user, invitationId, basic.id, headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().id).toBe(first.json().id);
      const rows = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('answers concurrent requests with one key with one transaction', async () => {
      const basic = await packageByCode(ctx, 'basic');
      const headers = { 'idempotency-key': 'ketuk-dua-kali-0001' };
      const answers = await Promise.all([
        purchase(ctx, user, invitationId, basic.id, headers),
        purchase(ctx, user, invitationId, basic.id, headers),
        purchase(ctx, user, invitationId, basic.id, headers),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      const rows = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses a key reused for another purchase, and a malformed key', async () => {
      const headers = { 'idempotency-key': 'pilih-paket-7f3a9c21' };
      await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'basic')).id, headers);
      const other = await purchase(
        ctx,
        user,
        invitationId,
        (await packageByCode(ctx, 'premium')).id,
        headers,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json().errors['Idempotency-Key'][0]).toMatch(/sudah dipakai/);
      const bad = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'basic')).id, {
        'idempotency-key': 'x',
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('the state machine', () => {
    type TAction = 'confirm' | 'cancel' | 'approve' | 'reject';
    type TStatus = TTransactionDetail['status'];

    /** A fresh transaction (on a fresh invitation) brought to `status` through the API and the job. */
    async function transactionIn(status: TStatus): Promise<TTransactionDetail> {
      const t = await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
      switch (status) {
        case 'menunggu_pembayaran':
          return t;
        case 'dibatalkan':
          expect((await cancel(ctx, user, t.id)).statusCode).toBe(200);
          return t;
        case 'kedaluwarsa': {
          await ctx.app.db
            .update(transactions)
            .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
            .where(eq(transactions.id, t.id));
          await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
          return t;
        }
        case 'menunggu_verifikasi':
          await confirm(ctx, user, t);
          return t;
        case 'lunas':
          await confirm(ctx, user, t);
          expect((await approve(ctx, admin, t.id)).statusCode).toBe(200);
          return t;
        case 'ditolak':
          await confirm(ctx, user, t);
          expect((await reject(ctx, admin, t.id)).statusCode).toBe(200);
          return t;
      }
    }

    async function act(action: TAction, t: TTransactionDetail) {
      switch (action) {
        case 'confirm':
          return sendConfirmation(ctx, user, t.id, { fields: { amount: String(t.amount) } });
        case 'cancel':
          return cancel(ctx, user, t.id);
        case 'approve':
          return approve(ctx, admin, t.id);
        case 'reject':
          return reject(ctx, admin, t.id);
      }
    }

    const EXPECTED: Record<TStatus, Record<TAction, TStatus | 409>> = {
      menunggu_pembayaran: {
        confirm: 'menunggu_verifikasi',
        cancel: 'dibatalkan',
        approve: 409,
        reject: 409,
      },
      menunggu_verifikasi: { confirm: 409, cancel: 409, approve: 'lunas', reject: 'ditolak' },
      ditolak: { confirm: 'menunggu_verifikasi', cancel: 'dibatalkan', approve: 409, reject: 409 },
      lunas: { confirm: 409, cancel: 409, approve: 409, reject: 409 },
      kedaluwarsa: { confirm: 409, cancel: 409, approve: 409, reject: 409 },
      dibatalkan: { confirm: 409, cancel: 409, approve: 409, reject: 409 },
    };

    for (const [from, actions] of Object.entries(EXPECTED) as [TStatus, Record<TAction, TStatus | 409>][]) {
      it(`from ${from}: ${Object.entries(actions)
        .map(([a, to]) => `${a} → ${to}`)
        .join(', ')}`, async () => {
        for (const [action, expected] of Object.entries(actions) as [TAction, TStatus | 409][]) {
          const t = await transactionIn(from);
          const res = await act(action, t);
          const after = await ctx.request({
            method: 'GET',
            url: `/api/transactions/${t.id}`,
            token: user.token,
          });
          if (expected === 409) {
            expect(res.statusCode, `${from} ${action}: ${res.body}`).toBe(409);
            expect(res.json().message).toMatch(/tidak dapat/);
            expect(after.json().status).toBe(from);
          } else {
            expect(res.statusCode, `${from} ${action}: ${res.body}`).toBeLessThan(300);
            expect(after.json().status).toBe(expected);
          }
        }
      });
    }

    it('records every change with who and when', async () => {
      const t = await transactionIn('ditolak');
      await confirm(ctx, user, t);
      await approve(ctx, admin, t.id);
      const detail = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${t.id}`,
        token: user.token,
      });
      const history = detail.json<TTransactionDetail>().history;
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorKind, h.actorName])).toEqual([
        [null, 'menunggu_pembayaran', 'owner', 'Sekar Ayu'],
        ['menunggu_pembayaran', 'menunggu_verifikasi', 'owner', 'Sekar Ayu'],
        ['menunggu_verifikasi', 'ditolak', 'admin', 'Administrator'],
        ['ditolak', 'menunggu_verifikasi', 'owner', 'Sekar Ayu'],
        ['menunggu_verifikasi', 'lunas', 'admin', 'Administrator'],
      ]);
      expect(history[2]!.note).toBe('Nominal transfer tidak sesuai');
      expect(history.every((h) => !Number.isNaN(Date.parse(h.createdAt)))).toBe(true);
    });

    it('lets only the owner cancel', async () => {
      const t = await transactionIn('menunggu_pembayaran');
      const byAdmin = await ctx.request({
        method: 'POST',
        url: `/api/transactions/${t.id}/cancel`,
        token: admin.token,
      });
      expect(byAdmin.statusCode).toBe(403);
    });

    it('refuses a confirmation after the window even before the job has run', async () => {
      const t = await transactionIn('menunggu_pembayaran');
      ctx.clock.advance(24 * HOUR + 1000);
      await signInAgain(ctx, user);
      const late = await sendConfirmation(ctx, user, t.id, { fields: { amount: String(t.amount) } });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/sudah lewat/);
    });
  });

  describe('the expiry job', () => {
    it('expires unpaid transactions once their window passed, tells the owner, and runs again harmlessly', async () => {
      const t = await buy(ctx, user, invitationId, 'basic');
      const waiting = await buy(ctx, user, await createInvitation(ctx, user.id), 'premium');
      await confirm(ctx, user, waiting);

      ctx.clock.advance(23 * HOUR);
      expect((await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).expired).toBe(0);
      const reminded = await ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment.expiring')));
      expect(reminded).toHaveLength(1);
      expect(reminded[0]!.body).toContain(t.invoiceNumber);

      ctx.clock.advance(2 * HOUR);
      await signInAgain(ctx, user);
      const result = await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
      expect(result).toMatchObject({ ran: true, expired: 1 });
      const expired = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${t.id}`,
        token: user.token,
      });
      expect(expired.json<TTransactionDetail>()).toMatchObject({ status: 'kedaluwarsa' });
      expect(expired.json<TTransactionDetail>().history.at(-1)).toMatchObject({
        fromStatus: 'menunggu_pembayaran',
        toStatus: 'kedaluwarsa',
        actorKind: 'system',
        actorName: null,
      });
      // A payment waiting for verification never expires: the money may already be in the bank.
      const verified = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${waiting.id}`,
        token: user.token,
      });
      expect(verified.json().status).toBe('menunggu_verifikasi');

      const told = await ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment.expired')));
      expect(told).toHaveLength(1);
      expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ expired: 0, reminded: 0 });
    });

    it('tells the owner before and when the active period of an invitation ends, once each', async () => {
      ctx.clock.advance(12 * DAY);
      await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
      ctx.clock.advance(3 * DAY);
      await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
      await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
      const told = await ctx.app.db
        .select({ type: notifications.type, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(told.filter((n) => n.type.startsWith('plan.'))).toEqual([
        { type: 'plan.expiring', link: `/packages?invitationId=${invitationId}` },
        { type: 'plan.expired', link: `/packages?invitationId=${invitationId}` },
      ]);
    });

    describe('mails before the page stops', () => {
      // 1 March 2027, 09:00 WIB: a free invitation made now stops on 15 March, 09:00 WIB.
      const T0 = Date.parse('2027-03-01T02:00:00.000Z');
      const jobs = () => runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now());
      const planMails = async () =>
        (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter(
          (mail) => !mail.subject.includes('Pembayaran'),
        );
      let fresh: string;

      beforeEach(async () => {
        ctx.clock.stopAt(T0);
        await signInAgain(ctx, user, admin);
        fresh = await createInvitation(ctx, user.id);
      });

      it('mails the owner a week and a day before, once each, with the date and the link to extend', async () => {
        ctx.clock.advance(7 * DAY - 1);
        await jobs();
        expect(await planMails()).toEqual([]);

        ctx.clock.advance(1);
        expect(await jobs()).toMatchObject({ planMails: 1 });
        await jobs();
        const week = await planMails();
        expect(week.map((mail) => mail.subject)).toEqual([
          'Halaman undangan Sekar Ayu & Bima Putra bisa dibuka tamu sampai 15 Maret 2027 pukul 09.00 WIB',
        ]);
        expect(week[0]!.text).toContain(
          'Halaman undangan Sekar Ayu & Bima Putra bisa dibuka tamu sampai 15 Maret 2027 pukul 09.00 WIB.',
        );
        expect(week[0]!.text).toContain(`${ctx.config.appUrl}/packages?invitationId=${fresh}`);
        expect(week[0]!.html).toContain('Perpanjang masa aktif');

        // Between the two windows nothing more goes out.
        ctx.clock.advance(6 * DAY - 1);
        await jobs();
        expect(await planMails()).toHaveLength(1);

        ctx.clock.advance(1);
        expect(await jobs()).toMatchObject({ planMails: 1 });
        ctx.clock.advance(12 * HOUR);
        await jobs();
        const both = await planMails();
        expect(both.map((mail) => mail.subject)).toEqual([
          'Halaman undangan Sekar Ayu & Bima Putra bisa dibuka tamu sampai 15 Maret 2027 pukul 09.00 WIB',
          'Kurang dari sehari lagi: halaman undangan Sekar Ayu & Bima Putra berhenti bisa dibuka tamu',
        ]);
        expect(both[1]!.text).toContain(`${ctx.config.appUrl}/packages?invitationId=${fresh}`);

        ctx.clock.advance(2 * DAY);
        await jobs();
        expect(await planMails()).toHaveLength(2);
      });

      it('sends a page first seen with less than a day left only the last mail', async () => {
        ctx.clock.advance(13 * DAY + 1);
        expect(await jobs()).toMatchObject({ planMails: 1 });
        expect((await planMails()).map((mail) => mail.subject)).toEqual([
          'Kurang dari sehari lagi: halaman undangan Sekar Ayu & Bima Putra berhenti bisa dibuka tamu',
        ]);
      });

      it('says when the page stops before the last event, naming it', async () => {
        await ctx.app.db
          .update(invitations)
          .set({
            content: {
              couple: { bride: { fullName: 'Sekar Ayu' }, groom: { fullName: 'Bima Putra' } },
              events: [
                { id: 'akad', kind: 'akad', date: '2027-03-10', startTime: '08:00', timeZone: 'WIB', venue: 'Masjid' },
                { id: 'resepsi', kind: 'resepsi', date: '2027-04-17', startTime: '19:00', timeZone: 'WITA', venue: 'Gedung' },
              ],
            },
          })
          .where(eq(invitations.id, fresh));
        ctx.clock.advance(7 * DAY);
        await jobs();
        expect((await planMails())[0]!.text).toContain(
          'Itu sebelum acaramu, Resepsi (17 April 2027 pukul 19.00 WITA): tanpa perpanjangan, tamu tidak bisa membuka undangannya di hari acara.',
        );
      });

      it('follows the end the owner bought, not the free period', async () => {
        const order = await buy(ctx, user, fresh, 'basic');
        await confirm(ctx, user, order);
        expect((await approve(ctx, admin, order.id)).statusCode).toBe(200);
        ctx.clock.advance(13 * DAY + 1);
        await jobs();
        expect(await planMails()).toEqual([]);
        // Basic runs 60 days from the approval.
        ctx.clock.advance(46 * DAY);
        await jobs();
        expect((await planMails()).map((mail) => mail.subject)).toEqual([
          'Kurang dari sehari lagi: halaman undangan Sekar Ayu & Bima Putra berhenti bisa dibuka tamu',
        ]);
      });
    });

    it.runIf(testDbKind === 'postgres')(
      'runs once across processes: a held lock makes another run skip',
      async () => {
        let release!: () => void;
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holder = ctx.app.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(727601)`);
          locked();
          await new Promise<void>((resolve) => (release = resolve));
        });
        await isLocked;
        expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ ran: false });
        release();
        await holder;
        expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ ran: true });
      },
    );
  });

  describe('one account cannot block checkout for everyone', () => {
    it(`holds at most ${MAX_OPEN_TRANSACTIONS_PER_ACCOUNT} unpaid orders per account; a closed or lapsed one frees a place`, async () => {
      const orders: TTransactionDetail[] = [];
      for (let i = 1; i <= MAX_OPEN_TRANSACTIONS_PER_ACCOUNT; i++) {
        orders.push(await buy(ctx, user, await createInvitation(ctx, user.id), 'basic'));
      }
      // One waiting for verification still holds its place.
      await confirm(ctx, user, orders[0]!);
      const over = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'basic')).id);
      expect(over.statusCode, over.body).toBe(409);
      expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED' });
      expect(over.json().message).toBe(
        `Anda masih punya ${MAX_OPEN_TRANSACTIONS_PER_ACCOUNT} transaksi yang belum selesai, batas untuk satu akun. ` +
          'Selesaikan pembayarannya atau batalkan salah satunya di menu Transaksi sebelum memilih paket lagi.',
      );

      expect((await cancel(ctx, user, orders[1]!.id)).statusCode).toBe(200);
      await buy(ctx, user, invitationId, 'basic');
      expect(
        (await purchase(ctx, user, await createInvitation(ctx, user.id), orders[0]!.package.id)).statusCode,
      ).toBe(409);

      // Orders whose transfer window passed no longer count, even before the job has closed them.
      ctx.clock.advance(24 * HOUR + 1000);
      await signInAgain(ctx, user);
      await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
    });

    it.runIf(testDbKind === 'postgres')(
      'keeps the cap when one account orders several times at once',
      async () => {
        for (let i = 1; i < MAX_OPEN_TRANSACTIONS_PER_ACCOUNT; i++) {
          await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
        }
        const basic = (await packageByCode(ctx, 'basic')).id;
        const invitations = await Promise.all([1, 2, 3].map(() => createInvitation(ctx, user.id)));
        const answers = await Promise.all(invitations.map((id) => purchase(ctx, user, id, basic)));
        expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      },
    );

    it('lets administrators hold more unpaid orders', async () => {
      for (let i = 0; i <= MAX_OPEN_TRANSACTIONS_PER_ACCOUNT; i++) {
        await buy(ctx, admin, await createInvitation(ctx, admin.id), 'basic');
      }
    });

    it(`limits orders to ${TRANSACTION_CREATE_LIMIT.max} per account in ${TRANSACTION_CREATE_LIMIT.timeWindow / 60_000} minutes, with Retry-After`, async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      const basic = (await packageByCode(ctx, 'basic')).id;
      for (let i = 1; i <= TRANSACTION_CREATE_LIMIT.max; i++) {
        expect((await purchase(ctx, user, missing, basic)).statusCode, `order ${i}`).toBe(404);
      }
      const limited = await purchase(ctx, user, invitationId, basic);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Terlalu banyak/);
      // The limit is the account's, not everyone's behind one address.
      const other = await createUser(ctx, 'Orang Lain');
      expect((await purchase(ctx, other, await createInvitation(ctx, other.id), basic)).statusCode).toBe(201);
    });

    describe('unique codes', () => {
      /** Open orders of another account asking for every amount `base` + 1…999 except `base` + `free`. */
      async function occupyAllCodesBut(base: number, free: number) {
        const basic = await packageByCode(ctx, 'basic');
        const rows = [];
        for (let code = 1; code <= 999; code++) {
          if (code === free) continue;
          rows.push({
            invoiceNumber: `INV/TEST/${base}/${code}`,
            packageId: basic.id,
            packagePrice: base,
            uniqueCode: code,
            amount: base + code,
            transferAccounts: [],
            expiresAt: new Date(ctx.clock.now().getTime() + DAY),
          });
        }
        await ctx.app.db.insert(transactions).values(rows);
      }

      it('are unique among open orders of the same amount only, and freed when an order closes', async () => {
        await occupyAllCodesBut(49_000, 500);
        await occupyAllCodesBut(99_000, 500);
        const basic = await buy(ctx, user, invitationId, 'basic');
        expect(basic).toMatchObject({ uniqueCode: 500, amount: 49_500 });
        // Another price may use the same code: the amounts still differ.
        const premium = await buy(ctx, user, await createInvitation(ctx, user.id), 'premium');
        expect(premium).toMatchObject({ uniqueCode: 500, amount: 99_500 });

        // The same price has no code left while the first order is open.
        const full = await purchase(ctx, user, await createInvitation(ctx, user.id), basic.package.id);
        expect(full.statusCode).toBe(503);
        expect(full.headers['retry-after']).toBe('300');
        expect(full.json().message).toMatch(/Coba lagi beberapa menit lagi/);

        expect((await cancel(ctx, user, basic.id)).statusCode).toBe(200);
        const again = await buy(ctx, user, await createInvitation(ctx, user.id), 'basic');
        expect(again).toMatchObject({ uniqueCode: 500, amount: 49_500 });
      });
    });
  });

  describe(`a confirmation nobody verifies within ${VERIFICATION_EXPIRY_HOURS} hours`, () => {
    it('expires, frees its code and its invitation, and tells the couple and every administrator', async () => {
      const second = await createAdmin(ctx);
      const t = await buy(ctx, user, invitationId, 'basic');
      await confirm(ctx, user, t);

      ctx.clock.advance(VERIFICATION_EXPIRY_HOURS * HOUR - 1000);
      expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ ran: true, lapsed: 0 });
      await signInAgain(ctx, user, admin);
      const before = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${t.id}`,
        token: user.token,
      });
      expect(before.json().status).toBe('menunggu_verifikasi');

      ctx.clock.advance(1000);
      expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ ran: true, lapsed: 1 });
      expect(await runBillingJobs(billingJobsDeps(ctx.app), ctx.clock.now())).toMatchObject({ lapsed: 0 });
      await signInAgain(ctx, user, admin);
      const after = await ctx.request({ method: 'GET', url: `/api/transactions/${t.id}`, token: user.token });
      const detail = after.json<TTransactionDetail>();
      expect(detail.status).toBe('kedaluwarsa');
      expect(detail.history.at(-1)).toMatchObject({
        fromStatus: 'menunggu_verifikasi',
        toStatus: 'kedaluwarsa',
        actorKind: 'system',
        note: `Tidak diverifikasi dalam ${VERIFICATION_EXPIRY_HOURS} jam`,
      });
      expect(detail.confirmations[0]).toMatchObject({ status: 'ditolak' });
      // Too late for an administrator to act on now: the couple and the administrators settle it by hand.
      expect((await approve(ctx, admin, t.id)).statusCode).toBe(409);

      const told = await ctx.app.db
        .select({ userId: notifications.userId, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.type, 'payment.unverified'));
      expect(told.map((n) => n.userId).sort()).toEqual([user.id, admin.id, second.id].sort());
      expect(told.every((n) => n.body.includes(t.invoiceNumber))).toBe(true);

      // The invitation can be bought for again, and the same code is free for the same amount.
      await buy(ctx, user, invitationId, 'basic');
      const [pending] = await ctx.app.db
        .select({ status: paymentConfirmations.status })
        .from(paymentConfirmations)
        .where(eq(paymentConfirmations.transactionId, t.id));
      expect(pending!.status).toBe('ditolak');
    });
  });

  describe('verification', () => {
    it('approves in one go: paid, package active, confirmation accepted, audit entry, mail and notification', async () => {
      const t = await buy(ctx, user, invitationId, 'basic');
      await confirm(ctx, user, t);
      const res = await approve(ctx, admin, t.id);
      expect(res.statusCode).toBe(200);
      const detail = res.json<TTransactionDetail>();
      expect(detail.status).toBe('lunas');
      expect(detail.paidAt).not.toBeNull();
      expect(detail.confirmations[0]!.status).toBe('diterima');

      const current = await plan();
      expect(current.package.code).toBe('basic');
      expect(current.daysLeft).toBe(60);

      const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.subjectId, t.id));
      expect(audit.map((a) => [a.action, a.actorId])).toEqual([['transaction.approve', admin.id]]);
      const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(mails.map((m) => m.subject)).toContain(`Pembayaran ${t.invoiceNumber} terverifikasi`);
      const told = await ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment.verified')));
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('Basic');
    });

    it('extends a renewal from the current end and charges an upgrade only the difference', async () => {
      const first = await buy(ctx, user, invitationId, 'basic');
      await confirm(ctx, user, first);
      await approve(ctx, admin, first.id);
      ctx.clock.advance(10 * DAY);
      await signInAgain(ctx, user, admin);

      const renewal = await buy(ctx, user, invitationId, 'basic');
      expect(renewal.amount).toBe(49_000 + renewal.uniqueCode);
      await confirm(ctx, user, renewal);
      await approve(ctx, admin, renewal.id);
      expect((await plan()).daysLeft).toBe(50 + 60);

      const lower = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'gratis')).id);
      expect(lower.statusCode).toBe(422);

      const upgrade = await buy(ctx, user, invitationId, 'premium');
      // 110 days left: the current 60-day period is paid back in full, the renewal bought ahead carries over.
      expect(upgrade).toMatchObject({
        packagePrice: 99_000,
        credit: 49_000,
        creditDays: 60,
        creditNote: 'Kredit sisa paket Basic (60 hari)',
        previousPackage: { code: 'basic' },
      });
      expect(upgrade.amount).toBe(50_000 + upgrade.uniqueCode);
      await confirm(ctx, user, upgrade);
      await approve(ctx, admin, upgrade.id);
      const after = await plan();
      expect(after.package.code).toBe('premium');
      // Premium's 180 days from now, and the 50 days of the renewal the credit did not pay back.
      expect(after.daysLeft).toBe(180 + 50);

      const downgrade = await purchase(ctx, user, invitationId, (await packageByCode(ctx, 'basic')).id);
      expect(downgrade.statusCode).toBe(422);
      expect(downgrade.json().errors.packageId[0]).toMatch(/lebih tinggi/);
    });

    it('credits an upgrade with the unused days of the current period only, and says so on the invoice', async () => {
      const first = await buy(ctx, user, invitationId, 'basic');
      expect(first).toMatchObject({ credit: 0, creditDays: 0, creditNote: null });
      await confirm(ctx, user, first);
      await approve(ctx, admin, first.id);
      ctx.clock.advance(20 * DAY);
      await signInAgain(ctx, user, admin);

      const upgrade = await buy(ctx, user, invitationId, 'premium');
      expect(upgrade).toMatchObject({
        packagePrice: 99_000,
        credit: 32_666,
        creditDays: 40,
        creditNote: 'Kredit sisa paket Basic (40 hari)',
      });
      expect(upgrade.amount).toBe(99_000 - 32_666 + upgrade.uniqueCode);
      await confirm(ctx, user, upgrade);
      await approve(ctx, admin, upgrade.id);
      // The 40 credited days are not added on top of Premium's own period.
      expect((await plan()).daysLeft).toBe(180);
      const read = await ctx.request({
        method: 'GET',
        url: `/api/transactions/${upgrade.id}`,
        token: user.token,
      });
      expect(read.json<TTransactionDetail>().creditNote).toBe('Kredit sisa paket Basic (40 hari)');
    });

    it('rejects with a reason: the owner is told and may confirm again within a fresh window', async () => {
      const t = await buy(ctx, user, invitationId, 'basic');
      await confirm(ctx, user, t);
      const short = await reject(ctx, admin, t.id, 'no');
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.reason[0]).toMatch(/minimal 5/);

      ctx.clock.advance(20 * HOUR);
      await signInAgain(ctx, user, admin);
      const res = await reject(ctx, admin, t.id, 'Bukti transfer tidak terbaca');
      expect(res.statusCode).toBe(200);
      const rejected = res.json<TTransactionDetail>();
      expect(rejected).toMatchObject({ status: 'ditolak', rejectionReason: 'Bukti transfer tidak terbaca' });
      expect(rejected.confirmations[0]).toMatchObject({
        status: 'ditolak',
        rejectionReason: 'Bukti transfer tidak terbaca',
      });
      const rejectedAt = new Date(rejected.history.at(-1)!.createdAt).getTime();
      expect(new Date(rejected.expiresAt).getTime()).toBe(rejectedAt + 24 * HOUR);
      const told = await ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment.rejected')));
      expect(told[0]!.body).toContain('Bukti transfer tidak terbaca');

      ctx.clock.advance(10 * HOUR);
      await confirm(ctx, user, t);
      expect((await approve(ctx, admin, t.id)).statusCode).toBe(200);
    });

    it('lists every transaction for administrators, filtered by status and searched by invoice, user or amount', async () => {
      const other = await createUser(ctx, 'Dewi Lestari');
      const mine = await buy(ctx, user, invitationId, 'basic');
      const theirs = await buy(ctx, other, await createInvitation(ctx, other.id), 'premium');
      await confirm(ctx, other, theirs);

      const all = await ctx.request({ method: 'GET', url: '/api/admin/transactions', token: admin.token });
      expect(all.json<TTransactionList>().total).toBe(2);
      const waiting = await ctx.request({
        method: 'GET',
        url: '/api/admin/transactions?status=menunggu_verifikasi',
        token: admin.token,
      });
      expect(waiting.json<TTransactionList>().data.map((t) => t.id)).toEqual([theirs.id]);
      const byInvoice = await ctx.request({
        method: 'GET',
        url: `/api/admin/transactions?q=${encodeURIComponent(mine.invoiceNumber)}`,
        token: admin.token,
      });
      expect(byInvoice.json<TTransactionList>().data.map((t) => t.id)).toEqual([mine.id]);
      const byUser = await ctx.request({
        method: 'GET',
        url: '/api/admin/transactions?q=dewi',
        token: admin.token,
      });
      expect(byUser.json<TTransactionList>().data.map((t) => t.user?.name)).toEqual(['Dewi Lestari']);
      const amountText = `Rp ${theirs.amount.toLocaleString('id-ID')}`;
      const byAmount = await ctx.request({
        method: 'GET',
        url: `/api/admin/transactions?q=${encodeURIComponent(amountText)}`,
        token: admin.token,
      });
      expect(byAmount.json<TTransactionList>().data.map((t) => t.id)).toEqual([theirs.id]);

      const own = await ctx.request({ method: 'GET', url: '/api/transactions', token: user.token });
      expect(own.json<TTransactionList>().data.map((t) => t.id)).toEqual([mine.id]);
      const forbidden = await ctx.request({
        method: 'GET',
        url: '/api/admin/transactions',
        token: user.token,
      });
      expect(forbidden.statusCode).toBe(403);
      const badPage = await ctx.request({
        method: 'GET',
        url: '/api/transactions?perPage=7',
        token: user.token,
      });
      expect(badPage.statusCode).toBe(422);
    });

    it.runIf(testDbKind === 'postgres')(
      'two administrators approving at once activate the package exactly once',
      async () => {
        const second = await createAdmin(ctx);
        for (let round = 0; round < 4; round++) {
          const invitation = await createInvitation(ctx, user.id);
          const t = await buy(ctx, user, invitation, 'basic');
          await confirm(ctx, user, t);
          const answers = await Promise.all([approve(ctx, admin, t.id), approve(ctx, second, t.id)]);
          expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
          expect((await plan(invitation)).daysLeft).toBe(60);
          const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.subjectId, t.id));
          expect(audit).toHaveLength(1);
          const detail = await ctx.request({
            method: 'GET',
            url: `/api/transactions/${t.id}`,
            token: user.token,
          });
          expect(
            detail.json<TTransactionDetail>().history.filter((h) => h.toStatus === 'lunas'),
          ).toHaveLength(1);
        }
        const told = await ctx.app.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'payment.verified')));
        expect(told).toHaveLength(4);
        const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
        expect(mails.filter((m) => m.subject.endsWith('terverifikasi'))).toHaveLength(4);
      },
    );

    it('refuses approval by a user', async () => {
      const t = await buy(ctx, user, invitationId, 'basic');
      await confirm(ctx, user, t);
      expect((await approve(ctx, user, t.id)).statusCode).toBe(403);
      expect((await reject(ctx, user, t.id)).statusCode).toBe(403);
    });
  });
});
