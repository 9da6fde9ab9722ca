import type { TGuest, TGuestUpdate } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export async function updateGuest(guestId: string, body: TGuestUpdate): Promise<TGuest> {
  const { data } = await http.patch<TGuest>(`/guests/${encodeURIComponent(guestId)}`, body);
  return data;
}

export function useUpdateGuest(invitationId: string) {
  return useRefreshingMutation(
    ({ guestId, body }: { guestId: string; body: TGuestUpdate }) => updateGuest(guestId, body),
    guestsOfKey(invitationId),
  );
}
