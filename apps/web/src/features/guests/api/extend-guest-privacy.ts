import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuestPrivacy } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { guestPrivacyKey } from './get-guest-privacy';

export async function extendGuestPrivacy(invitationId: string, days: number): Promise<TGuestPrivacy> {
  const { data } = await http.post<TGuestPrivacy>(
    `/invitations/${encodeURIComponent(invitationId)}/guests/privacy/extend`,
    { days },
  );
  return data;
}

export function useExtendGuestPrivacy(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => extendGuestPrivacy(invitationId, days),
    onSuccess: (privacy) => queryClient.setQueryData(guestPrivacyKey(invitationId), privacy),
  });
}
