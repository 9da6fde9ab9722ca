import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationList } from '@undangin/shared/notifications/schemas';
import { http } from '../../../lib/http';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export async function getNotifications(): Promise<TNotificationList> {
  const { data } = await http.get<TNotificationList>('/notifications');
  return data;
}

export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: getNotifications,
  // New events (an RSVP, a verified payment) show up without a reload.
  refetchInterval: 60_000,
  meta: { background: true },
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}
