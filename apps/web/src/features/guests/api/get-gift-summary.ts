import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGiftSummary } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { giftsOfKey } from './get-gifts';

export async function getGiftSummary(invitationId: string): Promise<TGiftSummary> {
  const { data } = await http.get<TGiftSummary>(invitationApi(invitationId, 'gifts/summary'));
  return data;
}

export function useGiftSummary(invitationId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...giftsOfKey(invitationId), 'summary'],
      queryFn: () => getGiftSummary(invitationId),
    }),
  );
}
