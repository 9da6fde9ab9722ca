import type { TGuestPrivacy } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { guestPrivacyKey } from './get-guest-privacy';

export function useExtendGuestPrivacy(invitationId: string) {
  return useCachingMutation(
    (days: number) =>
      sendToInvitation<TGuestPrivacy>('post', invitationId, 'guests/privacy/extend', { days }),
    guestPrivacyKey(invitationId),
  );
}
