import { z } from 'zod';

export const ZNotification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unread: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;
