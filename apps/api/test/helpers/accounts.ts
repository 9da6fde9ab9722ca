import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertUser } from '../../src/modules/auth/repository';
import { TEST_ADMIN, type TTestContext } from './app';

export type TTestUser = { id: string; name: string; email: string; password: string };

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.test`;

/** An account straight in the database: quicker than the register → confirm round trip. */
export async function createUser(
  ctx: TTestContext,
  options: {
    name?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    role?: 'user' | 'admin';
  } = {},
): Promise<TTestUser> {
  const now = ctx.clock.now();
  const name = options.name ?? 'Rina Pratama';
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `Kebun-Teh-${randomBytes(4).toString('hex')}`;
  const row = await insertUser(ctx.app.db, {
    name,
    email,
    passwordHash: await hashPassword(password),
    role: options.role ?? 'user',
    emailVerifiedAt: options.verified === false ? null : now,
    tokensValidAfter: now,
  });
  return { id: row.id, name, email, password };
}

/** The administrator the start-up task creates from TEST_ADMIN. */
export async function findAdmin(ctx: TTestContext): Promise<TTestUser> {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  if (!row) throw new Error('the start-up task did not create the administrator');
  return { id: row.id, name: row.name, email: row.email, password: TEST_ADMIN.password };
}

/** A fresh access token without the login route: for tests about something else than logging in. */
export async function tokenFor(ctx: TTestContext, userId: string): Promise<string> {
  return (await ctx.app.jwt.sign(userId, ctx.clock.now())).token;
}

export function login(
  ctx: TTestContext,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return ctx.request({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });
}

export async function mailsTo(ctx: TTestContext, to: string, subject?: string) {
  return ctx.app.db
    .select()
    .from(mailOutbox)
    .where(subject ? and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)) : eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The token of the link to `path` in a mail's plain-text part. */
export function tokenInMail(mail: { text: string }, path: '/mail-confirmed' | '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return match[1];
}
