import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TBankAccount, TPackage, TTransactionDetail } from '@undangin/shared';
import { invitations, packages, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import { TEST_ADMIN, type TTestContext } from './app';

export const USER_PASSWORD = 'Kunyit-Asam-Manis-77';
let passwordHash: Promise<string> | undefined;

export type TTestUser = { id: string; email: string; token: string };

async function login(ctx: TTestContext, email: string, password: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}

/** A confirmed user written straight to the database, then signed in through the real login. */
export async function createUser(ctx: TTestContext, name = 'Sekar Ayu'): Promise<TTestUser> {
  passwordHash ??= hashPassword(USER_PASSWORD);
  const email = `user-${randomBytes(4).toString('hex')}@undangin.test`;
  const now = ctx.clock.now();
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await passwordHash,
      emailVerifiedAt: now,
      tokensValidAfter: new Date(now.getTime() - 1000),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, token: await login(ctx, email, USER_PASSWORD) };
}

export async function loginAdmin(ctx: TTestContext): Promise<TTestUser> {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  return {
    id: row!.id,
    email: TEST_ADMIN.email,
    token: await login(ctx, TEST_ADMIN.email, TEST_ADMIN.password),
  };
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
      slug: `sekar-dan-bima-${randomBytes(3).toString('hex')}`,
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

/** Chooses a package for an invitation through the API and returns the new transaction. */
export async function buy(
  ctx: TTestContext,
  user: TTestUser,
  invitationId: string,
  packageCode: string,
  headers: Record<string, string> = {},
): Promise<TTransactionDetail> {
  const pkg = await packageByCode(ctx, packageCode);
  const res = await ctx.request({
    method: 'POST',
    url: '/api/transactions',
    token: user.token,
    headers,
    payload: { invitationId, packageId: pkg.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
