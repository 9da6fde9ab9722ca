import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUsher } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getUshers(invitationId: string): Promise<TUsher[]> {
  const { data } = await http.get<{ data: TUsher[] }>(invitationApi(invitationId, 'ushers'));
  return data.data;
}

export const ushersKey = (invitationId: string) => [...guestsOfKey(invitationId), 'ushers'] as const;

export function useUshers(invitationId: string) {
  return useQuery(
    queryOptions({ queryKey: ushersKey(invitationId), queryFn: () => getUshers(invitationId) }),
  );
}
