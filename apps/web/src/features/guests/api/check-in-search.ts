import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCheckInGuest } from '@undangin/shared/guests/schemas';
import { doorClient, doorKey, doorPath, type TDoorTarget } from './door-client';

export async function searchDoorGuests(target: TDoorTarget, q: string): Promise<TCheckInGuest[]> {
  const { client, headers } = doorClient(target);
  const { data } = await client.get<{ data: TCheckInGuest[] }>(doorPath(target, '/guests'), {
    params: { q },
    headers,
  });
  return data.data;
}

export const doorSearchQueryOptions = (target: TDoorTarget, q: string) =>
  queryOptions({
    queryKey: [...doorKey(target), 'search', q],
    queryFn: () => searchDoorGuests(target, q),
    placeholderData: keepPreviousData,
  });

/** Guests by name at the door; asked once two letters are typed. */
export function useDoorSearch(target: TDoorTarget, q: string) {
  return useQuery({ ...doorSearchQueryOptions(target, q), enabled: q.trim().length >= 2 });
}
