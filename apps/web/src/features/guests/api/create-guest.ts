import type { TGuest, TGuestCreate } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export async function createGuest(invitationId: string, body: TGuestCreate): Promise<TGuest> {
  const { data } = await http.post<TGuest>(invitationApi(invitationId, 'guests'), body);
  return data;
}

export function useCreateGuest(invitationId: string) {
  return useRefreshingMutation(
    (body: TGuestCreate) => createGuest(invitationId, body),
    guestsOfKey(invitationId),
  );
}
