import type { TGuest, TGuestSendKind } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

type TSent = { guestId: string; kind: TGuestSendKind; template?: string };

/** Marks a message sent to the guest; the server keeps it as a follow-up with its template. */
export async function markGuestSent({ guestId, ...message }: TSent): Promise<TGuest> {
  const { data } = await http.post<TGuest>(`/guests/${encodeURIComponent(guestId)}/sent`, message);
  return data;
}

export function useMarkGuestSent(invitationId: string) {
  return useRefreshingMutation(markGuestSent, guestsOfKey(invitationId));
}
