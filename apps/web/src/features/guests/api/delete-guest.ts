import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { guestsOfKey } from './get-guests';

export async function deleteGuest(guestId: string): Promise<void> {
  await http.delete(`/guests/${encodeURIComponent(guestId)}`);
}

export function useDeleteGuest(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsOfKey(invitationId) }),
  });
}
