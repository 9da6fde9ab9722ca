import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { useAction } from '../../../lib/use-action';
import { notifications } from './get-notifications';

export async function markNotificationRead(id: string): Promise<void> {
  await http.post(`/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read at once on screen, then takes the server's list as the truth. */
async function markReadShown(id: string): Promise<void> {
  notifications.set((list) => {
    if (!list) return list;
    const target = list.items.find((n) => n.id === id);
    if (!target || target.readAt) return list;
    const readAt = new Date().toISOString();
    return {
      unread: Math.max(0, list.unread - 1),
      items: list.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
    };
  });
  try {
    await markNotificationRead(id);
  } finally {
    await notifications.refresh();
  }
}

export function useMarkNotificationRead() {
  const action = useAction(markReadShown);
  const { mutateAsync } = action;
  // A failure shows as the server's list coming back unread; nothing else to tell.
  const mutate = useCallback((id: string) => void mutateAsync(id).catch(() => undefined), [mutateAsync]);
  return { ...action, mutate };
}
