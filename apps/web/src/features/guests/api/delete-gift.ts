import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { giftsOfKey } from './get-gifts';

export async function deleteGift(giftId: string): Promise<void> {
  await http.delete(`/gifts/${encodeURIComponent(giftId)}`);
}

export function useDeleteGift(invitationId: string) {
  return useRefreshingMutation(deleteGift, giftsOfKey(invitationId));
}
