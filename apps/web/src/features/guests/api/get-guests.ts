import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuestList, TGuestListQuery } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';

/** Every query of this area starts with this key, so a change anywhere refreshes lists and totals. */
export const GUESTS_KEY = ['guests'] as const;
export const guestsOfKey = (invitationId: string) => [...GUESTS_KEY, invitationId] as const;

export async function getGuests(invitationId: string, query: TGuestListQuery): Promise<TGuestList> {
  const { data } = await http.get<TGuestList>(invitationApi(invitationId, 'guests'), {
    params: query,
  });
  return data;
}

export function guestsQueryOptions(invitationId: string, query: TGuestListQuery) {
  return queryOptions({
    queryKey: [...guestsOfKey(invitationId), 'list', query],
    queryFn: () => getGuests(invitationId, query),
    placeholderData: keepPreviousData,
  });
}

export function useGuests(invitationId: string | null, query: TGuestListQuery) {
  return useQuery({ ...guestsQueryOptions(invitationId ?? '', query), enabled: Boolean(invitationId) });
}
