import type { TGuestPrivacy } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { guestPrivacyKey } from './get-guest-privacy';

/** Whether the gift book stays when guests' contacts are erased after the event. */
export function useSetGiftBookRetention(invitationId: string) {
  return useCachingMutation(
    (keepGiftBook: boolean) =>
      sendToInvitation<TGuestPrivacy>('put', invitationId, 'guests/privacy/gift-book', { keepGiftBook }),
    guestPrivacyKey(invitationId),
  );
}
