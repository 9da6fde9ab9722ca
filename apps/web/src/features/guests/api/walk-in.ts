import type { TCheckInResult, TWalkIn } from '@undangin/shared/guests/schemas';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { doorClient, doorPath, type TDoorTarget } from './door-client';
import { GUESTS_KEY } from './get-guests';

/** A guest nobody listed, added at the door and checked in at once. */
export async function walkIn(target: TDoorTarget, body: TWalkIn): Promise<TCheckInResult> {
  const { client, headers } = doorClient(target);
  const { data } = await client.post<TCheckInResult>(doorPath(target, '/walk-in'), body, { headers });
  return data;
}

export function useWalkIn(target: TDoorTarget) {
  return useRefreshingMutation((body: TWalkIn) => walkIn(target, body), GUESTS_KEY);
}
