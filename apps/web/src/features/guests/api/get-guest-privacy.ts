import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuestPrivacy } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getGuestPrivacy(invitationId: string): Promise<TGuestPrivacy> {
  const { data } = await http.get<TGuestPrivacy>(invitationApi(invitationId, 'guests/privacy'));
  return data;
}

export const guestPrivacyKey = (invitationId: string) => [...guestsOfKey(invitationId), 'privacy'] as const;

export function useGuestPrivacy(invitationId: string) {
  return useQuery(
    queryOptions({ queryKey: guestPrivacyKey(invitationId), queryFn: () => getGuestPrivacy(invitationId) }),
  );
}
