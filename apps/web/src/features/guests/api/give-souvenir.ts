import type { TCheckInResult } from '@undangin/shared/guests/schemas';
import { doorClient, doorPath, type TDoorTarget } from './door-client';

/**
 * The souvenir handed to a guest or household at the owner's door, once (a second time is a 409
 * naming who gave it). The usher's phone queues it with its other operations instead.
 */
export async function giveSouvenir(
  target: TDoorTarget & { kind: 'owner' },
  guestId: string,
): Promise<TCheckInResult> {
  const { client, headers } = doorClient(target);
  const { data } = await client.post<TCheckInResult>(
    `${doorPath(target, '')}/guests/${encodeURIComponent(guestId)}/souvenir`,
    undefined,
    { headers },
  );
  return data;
}
