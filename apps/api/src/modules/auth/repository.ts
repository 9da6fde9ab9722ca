import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { insertRow } from '../../db/insert-row';
import { emailTokenKind, emailTokens, tokenDenylist, users } from '../../db/schema';

/** An account: auth owns the row; the administrators' user management builds on it. */
export type TUserRow = typeof users.$inferSelect;
export type TEmailTokenRow = typeof emailTokens.$inferSelect;
export type TEmailTokenKind = (typeof emailTokenKind.enumValues)[number];

export async function findUserById(db: TDbOrTx, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: TDbOrTx, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** 23505 is PostgreSQL's unique violation; drizzle wraps the driver's error as its cause. */
export function isUniqueViolation(err: unknown): boolean {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const insertUser = (db: TDbOrTx, values: typeof users.$inferInsert) => insertRow(db, users, values);

export async function findAdministrator(db: TDbOrTx): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  return row;
}

export async function insertEmailToken(db: TDbOrTx, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(
  db: TDbOrTx,
  tokenHash: string,
  kind: TEmailTokenKind,
): Promise<TEmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind)));
  return row;
}

/** Marks a token used only if nobody used it first; false means a concurrent request won. */
export async function useEmailToken(db: TDbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** Ends every unused token of one kind for a user, so only the newest link works. */
export async function voidEmailTokens(
  db: TDbOrTx,
  userId: string,
  kind: TEmailTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}

export async function markEmailVerified(db: TDbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** A new password, and every token issued before now refused. */
export async function setPasswordAndEndSessions(
  db: TDbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** True exactly once per user: for the login that is the first. */
export async function markFirstLogin(db: TDbOrTx, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ firstLoginAt: now })
    .where(and(eq(users.id, userId), isNull(users.firstLoginAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** A logged-out token, kept until it would have expired; the ones already expired are cleared on the way. */
export async function denyToken(db: TDbOrTx, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.delete(tokenDenylist).where(lt(tokenDenylist.expiresAt, now));
  await db.insert(tokenDenylist).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function isTokenDenied(db: TDbOrTx, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: tokenDenylist.jti })
    .from(tokenDenylist)
    .where(eq(tokenDenylist.jti, jti));
  return rows.length > 0;
}
