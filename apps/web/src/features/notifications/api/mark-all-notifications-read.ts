import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@undangin/shared/notifications/schemas';
import { http } from '../../../lib/http';
import { NOTIFICATIONS_KEY } from './get-notifications';

export async function markAllNotificationsRead(): Promise<void> {
  await http.post('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<TNotificationList>(
        NOTIFICATIONS_KEY,
        (list) => list && { unread: 0, items: list.items.map((n) => ({ ...n, readAt: n.readAt ?? readAt })) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
