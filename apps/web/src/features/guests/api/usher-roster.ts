import type { TUsherRoster } from '@undangin/shared/guests/door-offline';
import { doorClient, type TDoorTarget } from './door-client';

/** GET /api/usher/roster: the whole door list of the usher's invitation, for the phone to keep. */
export async function getUsherRoster(target: TDoorTarget & { kind: 'usher' }): Promise<TUsherRoster> {
  const { client, headers } = doorClient(target);
  const { data } = await client.get<TUsherRoster>('/usher/roster', { headers });
  return data;
}
