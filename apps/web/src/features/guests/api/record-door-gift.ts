import { useMutation } from '@tanstack/react-query';
import type { TGiftEntry, TUsherGiftCreate, TUsherGiftEntry } from '@undangin/shared/gift-book/schemas';
import { invitationApi } from '../../../lib/invitation-api';
import { doorClient, type TDoorTarget } from './door-client';

/**
 * An envelope or gift noted at the door: an usher adds it to the book (and reads back that entry
 * alone); the couple at their own door writes it like any other entry.
 */
export async function recordDoorGift(target: TDoorTarget, body: TUsherGiftCreate): Promise<TUsherGiftEntry> {
  const { client, headers } = doorClient(target);
  const url = target.kind === 'owner' ? invitationApi(target.invitationId, 'gifts') : '/usher/gifts';
  const { data } = await client.post<TUsherGiftEntry | TGiftEntry>(url, body, { headers });
  return data;
}

export function useRecordDoorGift(target: TDoorTarget) {
  return useMutation({ mutationFn: (body: TUsherGiftCreate) => recordDoorGift(target, body) });
}
