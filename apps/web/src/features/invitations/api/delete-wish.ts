import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { invitationWishesKey } from './get-invitation-wishes';

export async function deleteWish(wishId: string): Promise<TMessage> {
  const { data } = await http.delete<unknown>(`/wishes/${encodeURIComponent(wishId)}`);
  return ZMessage.parse(data);
}

/** Deletes one wish for good, then refreshes that invitation's list and its pending count. */
export function useDeleteWish(invitationId: string) {
  return useRefreshingMutation(deleteWish, invitationWishesKey(invitationId));
}
