import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TGiftList, TGiftListQuery } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

/** The gift book's queries of one invitation: its pages and its totals, refreshed together. */
export const giftsOfKey = (invitationId: string) => [...guestsOfKey(invitationId), 'gifts'] as const;

export async function getGifts(invitationId: string, query: TGiftListQuery): Promise<TGiftList> {
  const { data } = await http.get<TGiftList>(invitationApi(invitationId, 'gifts'), { params: query });
  return data;
}

export function useGifts(invitationId: string, query: TGiftListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...giftsOfKey(invitationId), 'list', query],
      queryFn: () => getGifts(invitationId, query),
      placeholderData: keepPreviousData,
    }),
  );
}
