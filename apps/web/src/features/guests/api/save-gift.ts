import type { TGiftCreate, TGiftEntry, TGiftUpdate } from '@undangin/shared/gift-book/schemas';
import { http } from '../../../lib/http';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { giftsOfKey } from './get-gifts';

/** A new entry, or the changes to one (`id`): the book's pages and totals are read again after. */
export type TGiftSave = { id: null; body: TGiftCreate } | { id: string; body: TGiftUpdate };

export async function saveGift(invitationId: string, save: TGiftSave): Promise<TGiftEntry> {
  if (save.id === null) return sendToInvitation<TGiftEntry>('post', invitationId, 'gifts', save.body);
  const { data } = await http.patch<TGiftEntry>(`/gifts/${encodeURIComponent(save.id)}`, save.body);
  return data;
}

export function useSaveGift(invitationId: string) {
  return useRefreshingMutation((save: TGiftSave) => saveGift(invitationId, save), giftsOfKey(invitationId));
}
