import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipart, type TFilePart } from './multipart';
import {
  jakartaDate,
  OPEN_TRANSACTION_STATUSES,
  type TBankAccount,
  type TPackage,
  type TPaymentDetail,
  type TTransactionDetail,
} from '@undangin/shared';
import { bankAccounts, invitations, packages, transactions } from '../../src/db/schema';
import { createTransaction } from '../../src/modules/billing/transactions/service';
import { findUserById } from '../../src/modules/auth/repository';
import { createUser as createAccount, findAdmin, login, tokenFor } from './accounts';
import type { TTestContext } from './app';

export type TTestUser = { id: string; name: string; email: string; token: string };
/** A user signed in through the real login, who can sign in again. */
export type TSignedInUser = TTestUser & { password: string };

async function signIn(
  ctx: TTestContext,
  account: { id: string; name: string; email: string; password: string },
): Promise<TSignedInUser> {
  const res = await login(ctx, account.email, account.password);
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    password: account.password,
    token: res.json().accessToken as string,
  };
}

/** Days later on the clock the users sign in again: an access token lasts 12 hours. */
export async function signInAgain(ctx: TTestContext, ...users: TSignedInUser[]): Promise<void> {
  for (const user of users) user.token = (await signIn(ctx, user)).token;
}

/** A confirmed user, signed in through the real login. */
export async function createUser(ctx: TTestContext, name = 'Sekar Ayu'): Promise<TSignedInUser> {
  return signIn(ctx, await createAccount(ctx, { name }));
}

export async function loginAdmin(ctx: TTestContext): Promise<TSignedInUser> {
  return signIn(ctx, await findAdmin(ctx));
}

/** A second administrator, for the two-at-once approval. */
export async function createAdmin(ctx: TTestContext, name = 'Admin Kedua'): Promise<TSignedInUser> {
  return signIn(ctx, await createAccount(ctx, { name, role: 'admin' }));
}

/** An invitation row owned by the user; `createdAt` decides when the free period ends. */
export async function createInvitation(
  ctx: TTestContext,
  userId: string,
  options: { createdAt?: Date } = {},
): Promise<string> {
  const [row] = await ctx.app.db
    .insert(invitations)
    .values({
      userId,
      slug: `sekar-dan-bima-${randomBytes(4).toString('hex')}`,
      content: { couple: { bride: { fullName: 'Sekar Ayu' }, groom: { fullName: 'Bima Putra' } } },
      createdAt: options.createdAt ?? ctx.clock.now(),
    })
    .returning({ id: invitations.id });
  return row!.id;
}

export async function packageByCode(ctx: TTestContext, code: string): Promise<TPackage> {
  const [row] = await ctx.app.db.select().from(packages).where(eq(packages.code, code));
  if (!row) throw new Error(`no package ${code}`);
  return { ...row, inUse: false };
}

export async function createBankAccount(
  ctx: TTestContext,
  admin: TTestUser,
  values: Partial<TBankAccount> = {},
): Promise<TBankAccount> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/bank-accounts',
    token: admin.token,
    payload: {
      bankName: 'BCA',
      accountNumber: '1234567890',
      accountHolder: 'PT Undangin Indonesia',
      ...values,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function purchase(
  ctx: TTestContext,
  user: TTestUser,
  invitationId: string,
  packageId: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return ctx.request({
    method: 'POST',
    url: '/api/transactions',
    token: user.token,
    headers,
    payload: { invitationId, packageId },
  });
}

/** Chooses a package for an invitation through the API and returns the new transaction. */
export async function buy(
  ctx: TTestContext,
  user: TTestUser,
  invitationId: string,
  packageCode: string,
): Promise<TTransactionDetail> {
  const res = await purchase(ctx, user, invitationId, (await packageByCode(ctx, packageCode)).id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A small real PNG, the kind of screenshot a banking app makes. */
export function pngProof(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#00bfa6' } })
    .png()
    .toBuffer();
}

/** Today's date in Jakarta, as the form's date field holds it. */
export function todayInJakarta(ctx: TTestContext): string {
  return jakartaDate(ctx.clock.now());
}

export function sendConfirmation(
  ctx: TTestContext,
  user: TTestUser,
  transactionId: string,
  options: { fields?: Record<string, string>; file?: TFilePart | null } = {},
): Promise<LightMyRequestResponse> {
  return (async () => {
    const file =
      options.file === null
        ? undefined
        : {
            name: 'proof',
            ...(options.file ?? { filename: 'bukti.png', contentType: 'image/png', body: await pngProof() }),
          };
    const body = multipart(
      {
        bankName: 'BCA',
        accountHolder: 'Sekar Ayu',
        amount: '49.123',
        transferDate: todayInJakarta(ctx),
        ...options.fields,
      },
      file,
    );
    return ctx.request({
      method: 'POST',
      url: `/api/transactions/${transactionId}/confirmations`,
      token: user.token,
      payload: body.payload,
      headers: body.headers,
    });
  })();
}

export async function confirm(
  ctx: TTestContext,
  user: TTestUser,
  transaction: TTransactionDetail,
): Promise<TPaymentDetail> {
  const res = await sendConfirmation(ctx, user, transaction.id, {
    fields: { amount: String(transaction.amount) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function approve(ctx: TTestContext, admin: TTestUser, transactionId: string) {
  return ctx.request({
    method: 'POST',
    url: `/api/admin/transactions/${transactionId}/approve`,
    token: admin.token,
  });
}

export function reject(
  ctx: TTestContext,
  admin: TTestUser,
  transactionId: string,
  reason = 'Nominal transfer tidak sesuai',
) {
  return ctx.request({
    method: 'POST',
    url: `/api/admin/transactions/${transactionId}/reject`,
    token: admin.token,
    payload: { reason },
  });
}

export function cancel(ctx: TTestContext, user: TTestUser, transactionId: string) {
  return ctx.request({ method: 'POST', url: `/api/transactions/${transactionId}/cancel`, token: user.token });
}

/* ------------------------------------------------ authorization matrix rows */

/** An active bank account, so a purchase can be made; written straight to the database. */
export async function ensureBankAccount(ctx: TTestContext): Promise<void> {
  const [existing] = await ctx.app.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.active, true))
    .limit(1);
  if (!existing) {
    await ctx.app.db
      .insert(bankAccounts)
      .values({ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Undangin Indonesia' });
  }
}

/**
 * A purchase of Basic by `ownerId` on a fresh invitation, made through the API; with `confirmed` its
 * payment confirmation is sent too. For the authorization matrix, whose actors hold tokens only.
 */
export async function purchaseFor(
  ctx: TTestContext,
  ownerId: string,
  options: { confirmed?: boolean } = {},
): Promise<{ transaction: TTransactionDetail; paymentId: string | null }> {
  await ensureBankAccount(ctx);
  // The matrix buys many times for one owner: earlier orders are closed and the purchase goes to the
  // service, so the per-account caps and the order rate limit (tested in transactions.test) stay out of the way.
  await ctx.app.db
    .update(transactions)
    .set({ status: 'dibatalkan' })
    .where(
      and(eq(transactions.userId, ownerId), inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES])),
    );
  const token = await tokenFor(ctx, ownerId);
  const owner: TTestUser = { id: ownerId, name: '', email: '', token };
  const actor = { ...(await findUserById(ctx.app.db, ownerId))!, claims: (await ctx.app.jwt.verify(token))! };
  const { transaction } = await createTransaction(
    {
      db: ctx.app.db,
      actor,
      now: ctx.clock.now(),
      mailer: ctx.app.mailer,
      appUrl: ctx.app.config.appUrl,
      log: ctx.app.log,
      events: ctx.app.events,
    },
    { invitationId: await createInvitation(ctx, ownerId), packageId: (await packageByCode(ctx, 'basic')).id },
    undefined,
  );
  if (!options.confirmed) return { transaction, paymentId: null };
  return { transaction, paymentId: (await confirm(ctx, owner, transaction)).id };
}

/** A package administrators may delete or edit without touching the seeded ones. */
export async function createPackageFor(ctx: TTestContext, adminId: string): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/packages',
    token: await tokenFor(ctx, adminId),
    payload: matrixPackage(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export function matrixPackage() {
  return {
    code: `matriks-${randomBytes(4).toString('hex')}`,
    name: 'Matriks',
    price: 10_000,
    guestLimit: 50,
    activeDays: 30,
    galleryLimit: 5,
    templateTier: 'free',
    musicUpload: false,
    qrCheckin: false,
    wishesModeration: false,
    showBranding: true,
  };
}

export async function createBankAccountRow(ctx: TTestContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(bankAccounts)
    .values({ bankName: 'BRI', accountNumber: '0021-01-000123-30-5', accountHolder: 'PT Undangin Indonesia' })
    .returning({ id: bankAccounts.id });
  return row!.id;
}

export async function confirmationRequest(ctx: TTestContext, transaction: TTransactionDetail) {
  return multipart(
    {
      bankName: 'BCA',
      accountHolder: 'Pemilik',
      amount: String(transaction.amount),
      transferDate: todayInJakarta(ctx),
    },
    { name: 'proof', filename: 'bukti.png', contentType: 'image/png', body: await pngProof() },
  );
}
