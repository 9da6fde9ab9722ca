import type { TGuestPrivacy } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { guestPrivacyKey } from './get-guest-privacy';

export async function extendGuestPrivacy(invitationId: string, days: number): Promise<TGuestPrivacy> {
  const { data } = await http.post<TGuestPrivacy>(invitationApi(invitationId, 'guests/privacy/extend'), {
    days,
  });
  return data;
}

export function useExtendGuestPrivacy(invitationId: string) {
  return useCachingMutation(
    (days: number) => extendGuestPrivacy(invitationId, days),
    guestPrivacyKey(invitationId),
  );
}
