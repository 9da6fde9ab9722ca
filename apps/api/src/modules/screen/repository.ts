import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { insertRow } from '../../db/insert-row';
import { guests, invitations, screenLinks, wishes } from '../../db/schema';

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
  checkedInAt: guests.checkedInAt,
};

type TGuestGreeting = Omit<TGreetingRow, 'checkedInAt'> & { checkedInAt: Date | null };

/** Only a guest who was let in is greeted. */
const arrived = (row: TGuestGreeting): TGreetingRow[] =>
  row.checkedInAt ? [{ ...row, checkedInAt: row.checkedInAt }] : [];

/** The guest as the screen greets them, once they are checked in: their salutation and name only. */
export async function findGreeting(
  db: TDbOrTx,
  invitationId: string,
  guestId: string,
): Promise<TGreetingRow | undefined> {
  const [row] = await db
    .select(greetingColumns)
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.invitationId, invitationId)));
  return row ? arrived(row)[0] : undefined;
}

/**
 * The arrivals after a point of the door's order (check-in time, then id), no earlier than `notBefore`:
 * what a screen that was away for a moment has not greeted yet.
 */
export async function greetingsAfter(
  db: TDbOrTx,
  invitationId: string,
  after: { at: Date; guestId: string | null },
  notBefore: Date,
  limit: number,
): Promise<TGreetingRow[]> {
  const later = after.guestId
    ? sql`(${guests.checkedInAt} > ${after.at.toISOString()}::timestamptz or (${guests.checkedInAt} = ${after.at.toISOString()}::timestamptz and ${guests.id} > ${after.guestId}::uuid))`
    : sql`${guests.checkedInAt} > ${after.at.toISOString()}::timestamptz`;
  const rows = await db
    .select(greetingColumns)
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), gte(guests.checkedInAt, notBefore), later))
    .orderBy(asc(guests.checkedInAt), asc(guests.id))
    .limit(limit);
  return rows.flatMap(arrived);
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
