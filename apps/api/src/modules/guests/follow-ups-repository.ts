import { and, inArray, ne, sql } from 'drizzle-orm';
import type { TFollowUpKind } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { guestFollowups } from '../../db/schema';

export async function insertFollowUp(
  db: TDbOrTx,
  row: { guestId: string; kind: TFollowUpKind; template: string | null; sentAt: Date; sentBy: string },
): Promise<void> {
  await db.insert(guestFollowups).values(row);
}

export type TFollowUpSummary = { guestId: string; count: number; lastAt: Date | null };

/** Per guest, the messages after the invitation (reminders and the couple's own) and the last one's time. */
export async function followUpsOfGuests(db: TDbOrTx, guestIds: string[]): Promise<TFollowUpSummary[]> {
  if (guestIds.length === 0) return [];
  const rows = await db
    .select({
      guestId: guestFollowups.guestId,
      count: sql<number>`count(*)::int`,
      lastAt: sql<string | Date | null>`max(${guestFollowups.sentAt})`,
    })
    .from(guestFollowups)
    .where(and(inArray(guestFollowups.guestId, guestIds), ne(guestFollowups.kind, 'invitation')))
    .groupBy(guestFollowups.guestId);
  return rows.map((row) => ({
    guestId: row.guestId,
    count: Number(row.count),
    lastAt: row.lastAt ? new Date(row.lastAt) : null,
  }));
}
