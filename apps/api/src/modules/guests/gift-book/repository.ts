import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { TGiftKind, TGiftSource } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { insertRow } from '../../../db/insert-row';
import { pageWithTotal } from '../../../db/page-with-total';
import { giftEntries, guests, invitations } from '../../../db/schema';
import { anyContains } from '../../../lib/like-pattern';

export type TGiftRow = typeof giftEntries.$inferSelect;
export type TGiftInsert = typeof giftEntries.$inferInsert;
export type TGiftPatch = Partial<
  Pick<TGiftInsert, 'guestId' | 'name' | 'kind' | 'amount' | 'note' | 'confirmedAt'>
>;
/** An entry with its guest's group while the guest is on the list. */
export type TGiftListRow = TGiftRow & { group: string | null };

export type TGiftFilter = { q?: string; kind?: TGiftKind; source?: TGiftSource; pending?: 'true' | 'false' };

const listColumns = { ...getTableColumns(giftEntries), group: guests.group };

const SORTS = {
  createdAt: giftEntries.createdAt,
  name: giftEntries.name,
  amount: giftEntries.amount,
  kind: giftEntries.kind,
} as const;
export type TGiftSort = keyof typeof SORTS;

function whereOf(invitationId: string, filter: TGiftFilter): SQL {
  const parts: SQL[] = [eq(giftEntries.invitationId, invitationId)];
  if (filter.q) parts.push(anyContains(filter.q, [giftEntries.name, giftEntries.note]));
  if (filter.kind) parts.push(eq(giftEntries.kind, filter.kind));
  if (filter.source === 'transfer') parts.push(eq(giftEntries.kind, 'transfer'));
  if (filter.source === 'door') parts.push(inArray(giftEntries.kind, ['amplop', 'hadiah']));
  if (filter.pending === 'true') parts.push(isNull(giftEntries.confirmedAt));
  if (filter.pending === 'false') parts.push(isNotNull(giftEntries.confirmedAt));
  return and(...parts)!;
}

export async function insertGift(db: TDbOrTx, values: TGiftInsert): Promise<TGiftRow> {
  return insertRow(db, giftEntries, values);
}

/** An entry with the owner of its invitation, for the access check. */
export async function findGift(db: TDbOrTx, giftId: string) {
  const [row] = await db
    .select({ gift: giftEntries, invitation: { id: invitations.id, userId: invitations.userId } })
    .from(giftEntries)
    .innerJoin(invitations, eq(invitations.id, giftEntries.invitationId))
    .where(eq(giftEntries.id, giftId));
  return row;
}

export async function findGiftListRow(db: TDbOrTx, giftId: string): Promise<TGiftListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(giftEntries)
    .leftJoin(guests, eq(guests.id, giftEntries.guestId))
    .where(eq(giftEntries.id, giftId));
  return row;
}

export async function updateGift(db: TDbOrTx, giftId: string, patch: TGiftPatch, now: Date): Promise<void> {
  await db
    .update(giftEntries)
    .set({ ...patch, updatedAt: now })
    .where(eq(giftEntries.id, giftId));
}

export async function deleteGift(db: TDbOrTx, giftId: string): Promise<void> {
  await db.delete(giftEntries).where(eq(giftEntries.id, giftId));
}

export async function listGifts(
  db: TDbOrTx,
  invitationId: string,
  filter: TGiftFilter,
  order: { sortBy: TGiftSort; orderBy: 'asc' | 'desc' },
  slice: { limit: number; offset: number },
): Promise<{ rows: TGiftListRow[]; total: number }> {
  const where = whereOf(invitationId, filter);
  const direction = order.orderBy === 'asc' ? asc : desc;
  return pageWithTotal(
    db
      .select(listColumns)
      .from(giftEntries)
      .leftJoin(guests, eq(guests.id, giftEntries.guestId))
      .where(where)
      .orderBy(direction(SORTS[order.sortBy]), desc(giftEntries.createdAt), asc(giftEntries.id)),
    slice,
    db.select({ n: count() }).from(giftEntries).where(where),
  );
}

/** Every entry the filter keeps, oldest first, for the export. */
export async function allGifts(
  db: TDbOrTx,
  invitationId: string,
  filter: TGiftFilter,
): Promise<TGiftListRow[]> {
  return db
    .select(listColumns)
    .from(giftEntries)
    .leftJoin(guests, eq(guests.id, giftEntries.guestId))
    .where(whereOf(invitationId, filter))
    .orderBy(asc(giftEntries.createdAt), asc(giftEntries.id));
}

export type TGiftTallyRow = { kind: TGiftKind; confirmed: boolean; n: number; amount: number };

/** Count and sum of amounts per kind, confirmed and not, in one query. */
export async function tallies(db: TDbOrTx, invitationId: string): Promise<TGiftTallyRow[]> {
  const confirmed = sql<boolean>`${giftEntries.confirmedAt} is not null`;
  const rows = await db
    .select({ kind: giftEntries.kind, confirmed, n: count(), amount: sum(giftEntries.amount) })
    .from(giftEntries)
    .where(eq(giftEntries.invitationId, invitationId))
    .groupBy(giftEntries.kind, confirmed);
  return rows.map((row) => ({
    kind: row.kind,
    confirmed: row.confirmed,
    n: Number(row.n),
    amount: Number(row.amount ?? 0),
  }));
}

/** A guest's reports of their own transfer still waiting for the couple. */
export async function countPendingReports(db: TDbOrTx, guestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(giftEntries)
    .where(
      and(
        eq(giftEntries.guestId, guestId),
        eq(giftEntries.recordedBy, 'guest'),
        isNull(giftEntries.confirmedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The guest (or household) of one invitation an entry names; undefined for another invitation's. */
export async function findGuestOf(db: TDbOrTx, invitationId: string, guestId: string) {
  const [row] = await db
    .select({ id: guests.id, name: guests.name })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.invitationId, invitationId)));
  return row;
}

/** Holds one guest's reports in line, so two sent at once count against the cap one after the other. */
export async function lockGuest(db: TDbOrTx, guestId: string): Promise<void> {
  await db.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).for('update');
}

/** The erasure after the event, when the couple chose not to keep the book. */
export async function deleteGiftBook(db: TDbOrTx, invitationId: string): Promise<number> {
  const gone = await db
    .delete(giftEntries)
    .where(eq(giftEntries.invitationId, invitationId))
    .returning({ id: giftEntries.id });
  return gone.length;
}
