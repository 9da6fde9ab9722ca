import { z } from 'zod';
import { countFromText, ZTimestamp } from '../fields';

export const ZNotification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unread: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = z.object({
  limit: countFromText('Jumlah', 1, 100).default(20),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotificationParams = z.object({ id: z.string() });

export const ZMarkAllReadResponse = z.object({ updated: z.number().int() });
export type TMarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;
