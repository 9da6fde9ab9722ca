import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { insertRow } from '../../db/insert-row';
import { guestArrivals, guests, invitations, screenLinks, wishes } from '../../db/schema';

export type TScreenLinkRow = typeof screenLinks.$inferSelect;

export const insertLink = (db: TDbOrTx, values: typeof screenLinks.$inferInsert) =>
  insertRow(db, screenLinks, values);

export function listLinks(db: TDbOrTx, invitationId: string): Promise<TScreenLinkRow[]> {
  return db
    .select()
    .from(screenLinks)
    .where(eq(screenLinks.invitationId, invitationId))
    .orderBy(asc(screenLinks.createdAt));
}

export async function countOpenLinks(db: TDbOrTx, invitationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(screenLinks)
    .where(and(eq(screenLinks.invitationId, invitationId), isNull(screenLinks.revokedAt)));
  return Number(row?.count ?? 0);
}

export async function findLinkWithOwner(
  db: TDbOrTx,
  screenId: string,
): Promise<{ link: TScreenLinkRow; ownerId: string } | undefined> {
  const [row] = await db
    .select({ link: screenLinks, ownerId: invitations.userId })
    .from(screenLinks)
    .innerJoin(invitations, eq(invitations.id, screenLinks.invitationId))
    .where(eq(screenLinks.id, screenId));
  return row;
}

export async function findLinkByTokenHash(
  db: TDbOrTx,
  tokenHash: string,
): Promise<TScreenLinkRow | undefined> {
  const [row] = await db.select().from(screenLinks).where(eq(screenLinks.tokenHash, tokenHash));
  return row;
}

/** The links among these that are still open: what a stream checks now and then. */
export async function openLinkIds(db: TDbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: screenLinks.id })
    .from(screenLinks)
    .where(and(inArray(screenLinks.id, ids), isNull(screenLinks.revokedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function updateLink(
  db: TDbOrTx,
  screenId: string,
  patch: Partial<TScreenLinkRow>,
): Promise<void> {
  await db.update(screenLinks).set(patch).where(eq(screenLinks.id, screenId));
}

/** Marks the links seen, one statement for all a process holds open. */
export async function touchLinks(db: TDbOrTx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(screenLinks).set({ lastSeenAt: now }).where(inArray(screenLinks.id, ids));
}

export type TGreetingRow = { guestId: string; salutation: string | null; name: string; checkedInAt: Date };

const greetingColumns = {
  guestId: guests.id,
  salutation: guests.salutation,
  name: guests.name,
  checkedInAt: guestArrivals.at,
};

/** The guest as the screen greets them, at their latest arrival: their salutation and name only. */
export async function findGreeting(
  db: TDbOrTx,
  invitationId: string,
  guestId: string,
): Promise<TGreetingRow | undefined> {
  const [row] = await db
    .select(greetingColumns)
    .from(guestArrivals)
    .innerJoin(guests, eq(guests.id, guestArrivals.guestId))
    .where(and(eq(guestArrivals.guestId, guestId), eq(guestArrivals.invitationId, invitationId)))
    .orderBy(desc(guestArrivals.at))
    .limit(1);
  return row;
}

/**
 * The arrivals after a point of the door's order (arrival time, then guest id), no earlier than
 * `notBefore`: what a screen that was away for a moment has not greeted yet. A guest who comes to two
 * sessions is greeted at each.
 */
export async function greetingsAfter(
  db: TDbOrTx,
  invitationId: string,
  after: { at: Date; guestId: string | null },
  notBefore: Date,
  limit: number,
): Promise<TGreetingRow[]> {
  const at = after.at.toISOString();
  const later = after.guestId
    ? sql`(${guestArrivals.at} > ${at}::timestamptz or (${guestArrivals.at} = ${at}::timestamptz and ${guestArrivals.guestId} > ${after.guestId}::uuid))`
    : sql`${guestArrivals.at} > ${at}::timestamptz`;
  return db
    .select(greetingColumns)
    .from(guestArrivals)
    .innerJoin(guests, eq(guests.id, guestArrivals.guestId))
    .where(and(eq(guestArrivals.invitationId, invitationId), gte(guestArrivals.at, notBefore), later))
    .orderBy(asc(guestArrivals.at), asc(guestArrivals.guestId))
    .limit(limit);
}

/** The newest approved wishes: their writer's name and text, nothing else. */
export function approvedWishes(
  db: TDbOrTx,
  invitationId: string,
  limit: number,
): Promise<{ id: string; name: string; message: string }[]> {
  return db
    .select({ id: wishes.id, name: wishes.name, message: wishes.message })
    .from(wishes)
    .where(and(eq(wishes.invitationId, invitationId), eq(wishes.status, 'approved')))
    .orderBy(desc(wishes.createdAt), desc(wishes.id))
    .limit(limit);
}
