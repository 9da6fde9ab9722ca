import type { TDoorSync, TDoorSyncResult } from '@undangin/shared/guests/door-offline';
import { doorClient, type TDoorTarget } from './door-client';

/** POST /api/usher/sync: operations the phone queued, in order; the server settles each one. */
export async function syncUsherDoor(
  target: TDoorTarget & { kind: 'usher' },
  body: TDoorSync,
): Promise<TDoorSyncResult> {
  const { client, headers } = doorClient(target);
  const { data } = await client.post<TDoorSyncResult>('/usher/sync', body, { headers });
  return data;
}
