import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZOwnerWishList,
  type TOwnerWishList,
  type TOwnerWishListQuery,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { INVITATIONS_KEY } from './get-invitations';

export function invitationWishesKey(invitationId: string) {
  return [...INVITATIONS_KEY, 'wishes', invitationId] as const;
}

export async function getInvitationWishes(
  invitationId: string,
  query: TOwnerWishListQuery,
): Promise<TOwnerWishList> {
  const { data } = await http.get<unknown>(invitationApi(invitationId, 'wishes'), {
    params: query,
  });
  return ZOwnerWishList.parse(data);
}

export function invitationWishesQueryOptions(invitationId: string, query: TOwnerWishListQuery) {
  return queryOptions({
    queryKey: [...invitationWishesKey(invitationId), query],
    queryFn: () => getInvitationWishes(invitationId, query),
    placeholderData: keepPreviousData,
  });
}

export function useInvitationWishes(invitationId: string, query: TOwnerWishListQuery) {
  return useQuery(invitationWishesQueryOptions(invitationId, query));
}
