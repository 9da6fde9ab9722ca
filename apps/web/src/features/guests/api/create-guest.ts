import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuest, TGuestCreate } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { guestsOfKey } from './get-guests';

export async function createGuest(invitationId: string, body: TGuestCreate): Promise<TGuest> {
  const { data } = await http.post<TGuest>(`/invitations/${encodeURIComponent(invitationId)}/guests`, body);
  return data;
}

export function useCreateGuest(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuestCreate) => createGuest(invitationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsOfKey(invitationId) }),
  });
}
