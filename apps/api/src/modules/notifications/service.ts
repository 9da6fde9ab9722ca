import type { TNotification, TNotificationList } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './repository';

export type TNewNotification = {
  type: string;
  title: string;
  body: string;
  link?: string | null;
  /** Set when the text names another account: deleting that account scrubs this row. */
  aboutUserId?: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toNotification(row: repo.TNotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The one way any area tells a user something in the app. Pass the transaction of the change it
 * reports, so the notification exists exactly when the change does.
 */
export async function notify(
  db: TDbOrTx,
  userId: string,
  notification: TNewNotification,
): Promise<TNotification> {
  const row = await repo.insertNotification(db, {
    userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    link: notification.link ?? null,
    aboutUserId: notification.aboutUserId ?? null,
  });
  return toNotification(row);
}

export async function listForUser(db: TDbOrTx, userId: string, limit: number): Promise<TNotificationList> {
  const [rows, unread] = await Promise.all([
    repo.listNotifications(db, userId, limit),
    repo.countUnread(db, userId),
  ]);
  return { items: rows.map(toNotification), unread };
}

/** Another user's notification is answered exactly like one that does not exist. */
export async function markRead(db: TDbOrTx, userId: string, id: string, now: Date): Promise<TNotification> {
  const row = UUID.test(id) ? await repo.markRead(db, userId, id, now) : undefined;
  if (!row) throw notFound('Notifikasi tidak ditemukan');
  return toNotification(row);
}

export async function markAllRead(db: TDbOrTx, userId: string, now: Date): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(db, userId, now) };
}
