import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCheckInSummary } from '@undangin/shared/guests/schemas';
import { doorClient, doorKey, doorPath, isUsherAccessRevoked, type TDoorTarget } from './door-client';

/** How often the live totals refresh: several phones check guests in at once. */
export const SUMMARY_POLL_MS = 5000;

export async function getCheckInSummary(target: TDoorTarget): Promise<TCheckInSummary> {
  const { client, headers } = doorClient(target);
  const { data } = await client.get<TCheckInSummary>(doorPath(target, '/summary'), { headers });
  return data;
}

export const checkInSummaryQueryOptions = (target: TDoorTarget) =>
  queryOptions({ queryKey: [...doorKey(target), 'summary'], queryFn: () => getCheckInSummary(target) });

export function useCheckInSummary(target: TDoorTarget, enabled = true) {
  return useQuery({
    ...checkInSummaryQueryOptions(target),
    // A revoked usher's screen stops asking: the answer can only be the same refusal.
    refetchInterval: (query) => (isUsherAccessRevoked(query.state.error) ? false : SUMMARY_POLL_MS),
    enabled,
  });
}
