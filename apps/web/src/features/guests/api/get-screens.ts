import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScreenLink } from '@undangin/shared/guests/screens';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getScreens(invitationId: string): Promise<TScreenLink[]> {
  const { data } = await http.get<{ data: TScreenLink[] }>(invitationApi(invitationId, 'screens'));
  return data.data;
}

export const screensKey = (invitationId: string) => [...guestsOfKey(invitationId), 'screens'] as const;

export function useScreens(invitationId: string) {
  return useQuery(
    queryOptions({ queryKey: screensKey(invitationId), queryFn: () => getScreens(invitationId) }),
  );
}
