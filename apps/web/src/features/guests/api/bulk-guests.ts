import type { TGuestBulk, TGuestBulkAnswer } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

/** Delete, regroup or mark sent the selected guests. */
export function useBulkGuests(invitationId: string) {
  return useRefreshingMutation(
    (body: TGuestBulk) => sendToInvitation<TGuestBulkAnswer>('post', invitationId, 'guests/bulk', body),
    guestsOfKey(invitationId),
  );
}
