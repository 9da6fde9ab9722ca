import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuest, TGuestSendKind } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { guestsOfKey } from './get-guests';

export async function markGuestSent(guestId: string, kind: TGuestSendKind): Promise<TGuest> {
  const { data } = await http.post<TGuest>(`/guests/${encodeURIComponent(guestId)}/sent`, { kind });
  return data;
}

export function useMarkGuestSent(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, kind }: { guestId: string; kind: TGuestSendKind }) =>
      markGuestSent(guestId, kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestsOfKey(invitationId) }),
  });
}
