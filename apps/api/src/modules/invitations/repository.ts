import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { TInvitationStatus } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page-with-total';
import { insertRow } from '../../db/insert-row';
import {
  guests,
  invitationMedia,
  invitationOpens,
  invitations,
  retiredSlugs,
  rsvps,
  templates,
  users,
  wishes,
} from '../../db/schema';
import { planColumns } from './plan-repository';
import { anyContains } from '../../lib/like-pattern';

export type TInvitationRow = typeof invitations.$inferSelect;
export type TTemplateRow = typeof templates.$inferSelect;
export type TMediaRow = typeof invitationMedia.$inferSelect;
export type TInvitationWithTemplate = { invitation: TInvitationRow; template: TTemplateRow | null };

export type TListQuery = {
  page: number;
  perPage: number;
  q: string;
  sortBy: string;
  orderBy: 'asc' | 'desc';
  status?: TInvitationStatus;
};

const brideName = sql<string>`coalesce(${invitations.content}->'couple'->'bride'->>'fullName', '')`;
const groomName = sql<string>`coalesce(${invitations.content}->'couple'->'groom'->>'fullName', '')`;
const brideNick = sql<string>`coalesce(${invitations.content}->'couple'->'bride'->>'nickname', '')`;
const groomNick = sql<string>`coalesce(${invitations.content}->'couple'->'groom'->>'nickname', '')`;

/** Matches the slug or either partner's full name or nickname. */
function invitationSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  return anyContains(q, [invitations.slug, brideName, groomName, brideNick, groomNick]);
}

/** The package and active period of each listed invitation, by resolvePlan's rule (plan-repository.ts). */
const plan = planColumns({ id: invitations.id, createdAt: invitations.createdAt });

/** The columns a list sorts by; any other name sorts by the last change. */
const SORT_COLUMNS = new Map<string, SQL | AnyColumn>([
  ['package', plan.packageName],
  ['activeUntil', plan.activeUntil],
  ['createdAt', invitations.createdAt],
  ['slug', invitations.slug],
  ['status', invitations.status],
  ['owner', users.name],
]);
const sortColumn = (sortBy: string) => SORT_COLUMNS.get(sortBy) ?? invitations.updatedAt;

/** What a line about an invitation shows (search results, the dashboard): its names come from the content. */
export const invitationBrief = {
  id: invitations.id,
  slug: invitations.slug,
  status: invitations.status,
  content: invitations.content,
};

/** Invitations whose slug or names match, the caller's own unless `userId` is null (administrators). */
export function searchInvitations(db: TDbOrTx, options: { q: string; userId: string | null; limit: number }) {
  return db
    .select(invitationBrief)
    .from(invitations)
    .where(
      and(options.userId ? eq(invitations.userId, options.userId) : undefined, invitationSearch(options.q)),
    )
    .orderBy(desc(invitations.updatedAt))
    .limit(options.limit);
}

export const insertInvitation = (db: TDbOrTx, values: typeof invitations.$inferInsert) =>
  insertRow(db, invitations, values);

export async function findInvitationWithTemplate(
  db: TDbOrTx,
  where: SQL | undefined,
): Promise<TInvitationWithTemplate | undefined> {
  const [row] = await db
    .select({ invitation: invitations, template: templates })
    .from(invitations)
    .leftJoin(templates, eq(templates.id, invitations.templateId))
    .where(where)
    .limit(1);
  return row;
}

export function findInvitationById(db: TDbOrTx, id: string) {
  return findInvitationWithTemplate(db, eq(invitations.id, id));
}

export function findInvitationBySlug(db: TDbOrTx, slug: string) {
  return findInvitationWithTemplate(db, eq(invitations.slug, slug));
}

/**
 * Whether `userId` may not use `slug`: another invitation has it (other than `exceptId`), or another
 * account's deleted invitation published it.
 */
export async function isSlugTaken(
  db: TDbOrTx,
  slug: string,
  userId: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.slug, slug))
    .limit(1);
  if (row) return row.id !== exceptId;
  const [retired] = await db
    .select({ userId: retiredSlugs.userId })
    .from(retiredSlugs)
    .where(eq(retiredSlugs.slug, slug))
    .limit(1);
  return Boolean(retired && retired.userId !== userId);
}

export async function listUserInvitations(
  db: TDbOrTx,
  userId: string,
  query: TListQuery,
): Promise<{ rows: TInvitationWithTemplate[]; total: number }> {
  const where = and(
    eq(invitations.userId, userId),
    query.status ? eq(invitations.status, query.status) : undefined,
    invitationSearch(query.q),
  );
  const order = query.orderBy === 'asc' ? asc : desc;
  return pageWithTotal(
    db
      .select({ invitation: invitations, template: templates })
      .from(invitations)
      .leftJoin(templates, eq(templates.id, invitations.templateId))
      .where(where)
      .orderBy(order(sortColumn(query.sortBy)), desc(invitations.id)),
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
    db.select({ n: count() }).from(invitations).where(where),
  );
}

export type TAdminInvitationRow = TInvitationWithTemplate & {
  owner: { id: string; name: string; email: string };
  packageId: string | null;
  packageName: string | null;
  activeUntil: Date | null;
  guests: number;
  opens: number;
  rsvps: number;
  wishes: number;
};

export async function listAllInvitations(
  db: TDbOrTx,
  query: TListQuery,
): Promise<{ rows: TAdminInvitationRow[]; total: number }> {
  const search = query.q
    ? or(invitationSearch(query.q), anyContains(query.q, [users.name, users.email]))
    : undefined;
  const where = and(query.status ? eq(invitations.status, query.status) : undefined, search);
  const order = query.orderBy === 'asc' ? asc : desc;
  const opens = sql<number>`coalesce((select ${invitationOpens.generalOpens} + ${invitationOpens.personalOpens} from ${invitationOpens} where ${invitationOpens.invitationId} = ${invitations.id}), 0)`;
  const rsvpCount = sql<number>`(select count(distinct ${rsvps.respondentKey}) from ${rsvps} where ${rsvps.invitationId} = ${invitations.id})`;
  const wishCount = sql<number>`(select count(*) from ${wishes} where ${wishes.invitationId} = ${invitations.id})`;
  const guestCount = sql<number>`(select count(*) from ${guests} where ${guests.invitationId} = ${invitations.id})`;
  return pageWithTotal(
    db
      .select({
        invitation: invitations,
        template: templates,
        owner: { id: users.id, name: users.name, email: users.email },
        packageId: plan.packageId,
        packageName: plan.packageName,
        activeUntil: plan.activeUntil,
        guests: guestCount.mapWith(Number),
        opens: opens.mapWith(Number),
        rsvps: rsvpCount.mapWith(Number),
        wishes: wishCount.mapWith(Number),
      })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .leftJoin(templates, eq(templates.id, invitations.templateId))
      .where(where)
      .orderBy(order(sortColumn(query.sortBy)), desc(invitations.id)),
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
    db
      .select({ n: count() })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(where),
  );
}

/** Saves when the stored version is still the one the editor started from; undefined otherwise. */
export async function updateInvitationAtVersion(
  db: TDbOrTx,
  id: string,
  version: number,
  values: Partial<typeof invitations.$inferInsert>,
): Promise<TInvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, version: version + 1 })
    .where(and(eq(invitations.id, id), eq(invitations.version, version)))
    .returning();
  return row;
}

export async function updateInvitation(
  db: TDbOrTx,
  id: string,
  values: Partial<typeof invitations.$inferInsert>,
): Promise<TInvitationRow | undefined> {
  const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
  return row;
}

/** Publishes unless an administrator's take-down holds (undefined then), in one statement. */
export async function publishUnlessTakenDown(
  db: TDbOrTx,
  id: string,
  now: Date,
): Promise<TInvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ status: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.unpublishedReason)))
    .returning();
  return row;
}

export async function deleteInvitation(db: TDbOrTx, id: string): Promise<void> {
  await db.delete(invitations).where(eq(invitations.id, id));
}

export async function findTemplateById(db: TDbOrTx, id: string): Promise<TTemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

// Media records.

export const insertMedia = (db: TDbOrTx, values: typeof invitationMedia.$inferInsert) =>
  insertRow(db, invitationMedia, values);

export function listMedia(db: TDbOrTx, invitationId: string): Promise<TMediaRow[]> {
  return db.select().from(invitationMedia).where(eq(invitationMedia.invitationId, invitationId));
}

export async function countMedia(db: TDbOrTx, invitationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitationMedia)
    .where(eq(invitationMedia.invitationId, invitationId));
  return row?.n ?? 0;
}

/** What the areas above read of the invitation their rows belong to: its owner, page and content. */
export const invitationRef = {
  id: invitations.id,
  userId: invitations.userId,
  slug: invitations.slug,
  status: invitations.status,
  content: invitations.content,
  pageLanguage: invitations.pageLanguage,
  createdAt: invitations.createdAt,
};
export type TInvitationRef = Pick<
  TInvitationRow,
  'id' | 'userId' | 'slug' | 'status' | 'content' | 'pageLanguage' | 'createdAt'
>;

export async function findInvitationRef(db: TDbOrTx, id: string): Promise<TInvitationRef | undefined> {
  const [row] = await db.select(invitationRef).from(invitations).where(eq(invitations.id, id));
  return row;
}

/**
 * Locks the invitation's row until the transaction ends: a save and the media sweep both take this
 * lock, so neither sees the other half done, and so do the guests' adds and imports (counting the
 * guests one at a time) and the saves of its RSVP questions (one after the other).
 */
export async function lockInvitation(db: TDbOrTx, id: string): Promise<TInvitationRef | undefined> {
  const [row] = await db.select(invitationRef).from(invitations).where(eq(invitations.id, id)).for('update');
  return row;
}

/**
 * Media records older than `before` whose key does not even appear in their invitation's content
 * text. Only a narrowing: the caller decides against the parsed content under the row lock.
 */
export function findMediaMaybeUnreferenced(
  db: TDbOrTx,
  options: { before: Date; limit: number; invitationId?: string },
): Promise<TMediaRow[]> {
  return db
    .select({ media: invitationMedia })
    .from(invitationMedia)
    .innerJoin(invitations, eq(invitations.id, invitationMedia.invitationId))
    .where(
      and(
        lt(invitationMedia.createdAt, options.before),
        sql`strpos(${invitations.content}::text, ${invitationMedia.key}) = 0`,
        options.invitationId ? eq(invitationMedia.invitationId, options.invitationId) : undefined,
      ),
    )
    .orderBy(asc(invitationMedia.createdAt))
    .limit(options.limit)
    .then((rows) => rows.map((row) => row.media));
}

export async function deleteMedia(db: TDbOrTx, ids: string[]): Promise<TMediaRow[]> {
  if (ids.length === 0) return [];
  return db.delete(invitationMedia).where(inArray(invitationMedia.id, ids)).returning();
}
