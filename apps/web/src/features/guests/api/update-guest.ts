import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuest, TGuestUpdate } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { guestsOfKey } from './get-guests';

export async function updateGuest(guestId: string, body: TGuestUpdate): Promise<TGuest> {
  const { data } = await http.patch<TGuest>(`/guests/${encodeURIComponent(guestId)}`, body);
  return data;
}

export function useUpdateGuest(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, body }: { guestId: string; body: TGuestUpdate }) => updateGuest(guestId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsOfKey(invitationId) }),
  });
}
