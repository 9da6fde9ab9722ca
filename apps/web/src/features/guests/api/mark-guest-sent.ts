import type { TGuest, TGuestSendKind } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export async function markGuestSent(guestId: string, kind: TGuestSendKind): Promise<TGuest> {
  const { data } = await http.post<TGuest>(`/guests/${encodeURIComponent(guestId)}/sent`, { kind });
  return data;
}

export function useMarkGuestSent(invitationId: string) {
  return useRefreshingMutation(
    ({ guestId, kind }: { guestId: string; kind: TGuestSendKind }) => markGuestSent(guestId, kind),
    guestsOfKey(invitationId),
  );
}
