import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export async function deleteGuest(guestId: string): Promise<void> {
  await http.delete(`/guests/${encodeURIComponent(guestId)}`);
}

export function useDeleteGuest(invitationId: string) {
  return useRefreshingMutation(deleteGuest, guestsOfKey(invitationId));
}
