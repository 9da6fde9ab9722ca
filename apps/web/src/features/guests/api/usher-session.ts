import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUsherSession } from '@undangin/shared/guests/schemas';
import { doorClient, doorKey, type TDoorTarget } from './door-client';

/** The usher's name and the invitation the access opens; refused when revoked or the PIN is missing. */
export async function getUsherSession(target: TDoorTarget & { kind: 'usher' }): Promise<TUsherSession> {
  const { client, headers } = doorClient(target);
  const { data } = await client.get<TUsherSession>('/usher/session', { headers });
  return data;
}

export function useUsherSession(target: TDoorTarget & { kind: 'usher' }) {
  return useQuery(
    queryOptions({
      queryKey: [...doorKey(target), 'session', target.pin ?? ''],
      queryFn: () => getUsherSession(target),
      retry: false,
      // Asked even offline, so the page learns at once that the network is down and opens the door
      // from the list kept on the phone instead of waiting.
      networkMode: 'always',
    }),
  );
}
