import type { TCheckInGuest } from '@undangin/shared/guests/schemas';
import { doorClient, doorPath, type TDoorTarget } from './door-client';

/** Who a scanned QR belongs to, before the usher confirms the number of people. */
export async function lookupGuest(target: TDoorTarget, code: string): Promise<TCheckInGuest> {
  const { client, headers } = doorClient(target);
  const { data } = await client.get<TCheckInGuest>(doorPath(target, '/lookup'), {
    params: { code },
    headers,
  });
  return data;
}
