import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page-with-total';
import { insertRow } from '../../db/insert-row';
import { invitations, rsvps, wishes } from '../../db/schema';

export type TRsvpRow = typeof rsvps.$inferSelect;
export type TWishRow = typeof wishes.$inferSelect;
export type TWishStatusValue = TWishRow['status'];

export function listRespondentRsvps(
  db: TDbOrTx,
  invitationId: string,
  respondentKey: string,
): Promise<TRsvpRow[]> {
  return db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.invitationId, invitationId), eq(rsvps.respondentKey, respondentKey)));
}

/** One answer per respondent and event: a second answer replaces the first. */
export async function upsertRsvp(db: TDbOrTx, values: typeof rsvps.$inferInsert): Promise<void> {
  await db
    .insert(rsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [rsvps.invitationId, rsvps.respondentKey, rsvps.eventId],
      set: {
        name: values.name,
        guestId: values.guestId ?? null,
        attendance: values.attendance,
        pax: values.pax,
        attendees: values.attendees ?? null,
        message: values.message ?? null,
        updatedAt: values.updatedAt,
      },
    });
}

/** Serialises writes of one author to one invitation, so "the same text within a minute" holds under races. */
export async function lockAuthor(db: TDbOrTx, invitationId: string, authorKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${invitationId}:${authorKey}`}))`);
}

export async function findRecentSameWish(
  db: TDbOrTx,
  invitationId: string,
  authorKey: string,
  messageHash: string,
  since: Date,
): Promise<TWishRow | undefined> {
  const [row] = await db
    .select()
    .from(wishes)
    .where(
      and(
        eq(wishes.invitationId, invitationId),
        eq(wishes.authorKey, authorKey),
        eq(wishes.messageHash, messageHash),
        gt(wishes.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

export const insertWish = (db: TDbOrTx, values: typeof wishes.$inferInsert) => insertRow(db, wishes, values);

export async function listWishes(
  db: TDbOrTx,
  invitationId: string,
  options: { status?: TWishStatusValue; limit: number; offset: number },
): Promise<{ rows: TWishRow[]; total: number }> {
  const where = and(
    eq(wishes.invitationId, invitationId),
    options.status ? eq(wishes.status, options.status) : undefined,
  );
  return pageWithTotal(
    db.select().from(wishes).where(where).orderBy(desc(wishes.createdAt), desc(wishes.id)),
    options,
    db.select({ n: count() }).from(wishes).where(where),
  );
}

/** How many of an invitation's wishes are in one state, or came from one author whatever became of them. */
export async function countWishes(
  db: TDbOrTx,
  invitationId: string,
  of: { status: TWishStatusValue } | { authorKey: string },
): Promise<number> {
  const which = 'status' in of ? eq(wishes.status, of.status) : eq(wishes.authorKey, of.authorKey);
  const [row] = await db
    .select({ n: count() })
    .from(wishes)
    .where(and(eq(wishes.invitationId, invitationId), which));
  return row?.n ?? 0;
}

/** A wish with its invitation's owner and slug; the caller checks ownership. */
export async function findWishWithOwner(db: TDbOrTx, wishId: string) {
  const [row] = await db
    .select({ wish: wishes, ownerId: invitations.userId, slug: invitations.slug })
    .from(wishes)
    .innerJoin(invitations, eq(invitations.id, wishes.invitationId))
    .where(eq(wishes.id, wishId))
    .limit(1);
  return row;
}

export async function setWishStatus(
  db: TDbOrTx,
  wishId: string,
  status: TWishStatusValue,
): Promise<TWishRow> {
  const [row] = await db.update(wishes).set({ status }).where(eq(wishes.id, wishId)).returning();
  return row!;
}

export async function deleteWish(db: TDbOrTx, wishId: string): Promise<void> {
  await db.delete(wishes).where(eq(wishes.id, wishId));
}
