import type { TGuest, TGuestCreate } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export function useCreateGuest(invitationId: string) {
  return useRefreshingMutation(
    (body: TGuestCreate) => sendToInvitation<TGuest>('post', invitationId, 'guests', body),
    guestsOfKey(invitationId),
  );
}
