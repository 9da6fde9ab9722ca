import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page-with-total';
import { invitations, templates, users } from '../../db/schema';
import { anyContains } from '../../lib/like-pattern';
import type { TUserRow } from '../auth/repository';

export type TUserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

/**
 * Holds the user's row until the transaction ends: two requests of one account that check a per-account
 * cap (invitations, open orders) queue here instead of both passing the count.
 */
export async function lockUser(db: TDbOrTx, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Administrators who can act on a notification now. */
export async function listActiveAdminIds(db: TDbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

export async function updateUser(db: TDbOrTx, id: string, patch: TUserPatch): Promise<TUserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUserRow(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Administrators who can still sign in: the ones the last-administrator rule protects. */
export async function countActiveAdmins(db: TDbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return row?.n ?? 0;
}

export type TUserListFilter = {
  q: string;
  role?: TUserRow['role'];
  status?: TUserRow['status'];
  confirmed?: boolean;
  sortBy: 'name' | 'email' | 'role' | 'status' | 'invitations' | 'createdAt';
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type TUserListRow = TUserRow & { invitations: number };

export async function listUsers(
  db: TDbOrTx,
  filter: TUserListFilter,
): Promise<{ rows: TUserListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) {
    conditions.push(anyContains(filter.q, [users.name, users.email, users.phone]));
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.confirmed !== undefined) {
    conditions.push(filter.confirmed ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const counts = db
    .select({ userId: invitations.userId, n: count().as('n') })
    .from(invitations)
    .groupBy(invitations.userId)
    .as('invitation_counts');
  const invitationCount = sql<number>`coalesce(${counts.n}, 0)`;
  const column = {
    name: users.name,
    email: users.email,
    role: users.role,
    status: users.status,
    invitations: invitationCount,
    createdAt: users.createdAt,
  }[filter.sortBy];
  const direction = filter.orderBy === 'asc' ? asc : desc;

  const { rows, total } = await pageWithTotal(
    db
      .select({ user: users, invitations: invitationCount })
      .from(users)
      .leftJoin(counts, eq(counts.userId, users.id))
      .where(where)
      // The id keeps the order stable between pages when the sort column ties.
      .orderBy(direction(column), asc(users.id)),
    filter,
    db.select({ n: count() }).from(users).where(where),
  );
  return { rows: rows.map((r) => ({ ...r.user, invitations: Number(r.invitations) })), total };
}

export async function countInvitationsOfUser(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invitations).where(eq(invitations.userId, userId));
  return row?.n ?? 0;
}

export async function listInvitationsOfUser(db: TDbOrTx, userId: string) {
  return db
    .select({
      id: invitations.id,
      slug: invitations.slug,
      status: invitations.status,
      templateName: templates.name,
      publishedAt: invitations.publishedAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .leftJoin(templates, eq(templates.id, invitations.templateId))
    .where(eq(invitations.userId, userId))
    .orderBy(desc(invitations.createdAt));
}

/** The search box's matches among accounts, by name or e-mail. */
export async function searchUsers(db: TDbOrTx, q: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(anyContains(q, [users.name, users.email]))
    .limit(limit);
}

/** Couples' accounts (not administrators), or only those created since a moment. */
export async function countCouples(db: TDbOrTx, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), since ? gte(users.createdAt, since) : undefined));
  return row?.n ?? 0;
}
