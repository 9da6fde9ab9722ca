import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { insertRow } from '../../db/insert-row';
import { notifications } from '../../db/schema';

export type TNotificationRow = typeof notifications.$inferSelect;

export const insertNotification = (db: TDbOrTx, values: typeof notifications.$inferInsert) =>
  insertRow(db, notifications, values);

export async function listNotifications(
  db: TDbOrTx,
  userId: string,
  limit: number,
): Promise<TNotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; undefined when it is not theirs or does not exist. */
export async function markRead(
  db: TDbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<TNotificationRow | undefined> {
  const owned = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(owned, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(notifications).where(owned);
  return existing;
}

export async function markAllRead(db: TDbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
