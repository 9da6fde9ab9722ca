import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOwnerWish, type TOwnerWish, type TUpdateWishBody } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { invitationWishesKey } from './get-invitation-wishes';

export async function updateWish(wishId: string, body: TUpdateWishBody): Promise<TOwnerWish> {
  const { data } = await http.patch<unknown>(`/wishes/${encodeURIComponent(wishId)}`, body);
  return ZOwnerWish.parse(data);
}

/** Approves or hides one wish, then refreshes that invitation's list and its pending count. */
export function useUpdateWish(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishId, status }: { wishId: string } & TUpdateWishBody) => updateWish(wishId, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationWishesKey(invitationId) }),
  });
}
