import type { TNotificationList } from '@undangin/shared/notifications/schemas';
import { http } from '../../../lib/http';
import { createRemoteValue, useRemoteValue } from '../../../lib/remote-value';

export async function getNotifications(): Promise<TNotificationList> {
  const { data } = await http.get<TNotificationList>('/notifications');
  return data;
}

/** The navbar's badge and panel share one list; new events (an RSVP, a verified payment) show up without a reload. */
export const notifications = createRemoteValue(getNotifications, { pollMs: 60_000 });

export function useNotifications() {
  return useRemoteValue(notifications);
}
