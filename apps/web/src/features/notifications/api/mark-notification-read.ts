import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@undangin/shared/notifications/schemas';
import { http } from '../../../lib/http';
import { NOTIFICATIONS_KEY } from './get-notifications';

export async function markNotificationRead(id: string): Promise<void> {
  await http.post(`/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read at once on screen, then takes the server's list as the truth. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const target = list.items.find((n) => n.id === id);
        if (!target || target.readAt) return list;
        const readAt = new Date().toISOString();
        return {
          unread: Math.max(0, list.unread - 1),
          items: list.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
