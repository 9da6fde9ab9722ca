import { z } from 'zod';
import { ZOwnerWish, type TOwnerWish, type TUpdateWishBody } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { invitationWishesKey } from './get-invitation-wishes';

/** The route's answer: a sentence for the owner and the wish as it now stands. */
const ZUpdateWishAnswer = z.object({ message: z.string(), wish: ZOwnerWish });

export async function updateWish(wishId: string, body: TUpdateWishBody): Promise<TOwnerWish> {
  const { data } = await http.patch<unknown>(`/wishes/${encodeURIComponent(wishId)}`, body);
  return ZUpdateWishAnswer.parse(data).wish;
}

/** Approves or hides one wish, then refreshes that invitation's list and its pending count. */
export function useUpdateWish(invitationId: string) {
  return useRefreshingMutation(
    ({ wishId, status }: { wishId: string } & TUpdateWishBody) => updateWish(wishId, { status }),
    invitationWishesKey(invitationId),
  );
}
