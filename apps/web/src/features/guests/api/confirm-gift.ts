import type { TGiftEntry } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { giftsOfKey } from './get-gifts';

/** The couple accepts a guest's report of their transfer, so it counts in the totals. */
export async function confirmGift(giftId: string): Promise<TGiftEntry> {
  const { data } = await http.post<TGiftEntry>(`/gifts/${encodeURIComponent(giftId)}/confirm`);
  return data;
}

export function useConfirmGift(invitationId: string) {
  return useRefreshingMutation(confirmGift, giftsOfKey(invitationId));
}
