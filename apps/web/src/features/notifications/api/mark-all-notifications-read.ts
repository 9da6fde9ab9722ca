import { useCallback } from 'react';
import { http } from '../../../lib/http';
import { useAction } from '../../../lib/use-action';
import { notifications } from './get-notifications';

export async function markAllNotificationsRead(): Promise<void> {
  await http.post('/notifications/read-all');
}

async function markAllReadShown(): Promise<void> {
  const readAt = new Date().toISOString();
  notifications.set(
    (list) => list && { unread: 0, items: list.items.map((n) => ({ ...n, readAt: n.readAt ?? readAt })) },
  );
  try {
    await markAllNotificationsRead();
  } finally {
    await notifications.refresh();
  }
}

export function useMarkAllNotificationsRead() {
  const action = useAction(markAllReadShown);
  const { mutateAsync } = action;
  const mutate = useCallback(() => void mutateAsync(undefined).catch(() => undefined), [mutateAsync]);
  return { ...action, mutate };
}
