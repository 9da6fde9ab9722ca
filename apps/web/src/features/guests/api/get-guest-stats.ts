import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuestStats } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getGuestStats(invitationId: string): Promise<TGuestStats> {
  const { data } = await http.get<TGuestStats>(invitationApi(invitationId, 'guests/stats'));
  return data;
}

export const guestStatsQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: [...guestsOfKey(invitationId), 'stats'],
    queryFn: () => getGuestStats(invitationId),
  });

export function useGuestStats(invitationId: string | null) {
  return useQuery({ ...guestStatsQueryOptions(invitationId ?? ''), enabled: Boolean(invitationId) });
}
