import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZInvitation,
  ZPublishBlocked,
  type TInvitation,
  type TPublishBlocked,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { isHttpError } from '../../../lib/http-client';
import { invitationQueryKey } from './get-invitation';
import { INVITATIONS_KEY } from './get-invitations';

export async function publishInvitation(id: string): Promise<TInvitation> {
  const { data } = await http.post<unknown>(`/invitations/${encodeURIComponent(id)}/publish`);
  return ZInvitation.parse(data);
}

/** The server's list of what a page still needs (422 PUBLISH_INCOMPLETE); null for other failures. */
export function publishBlockedOf(error: unknown): TPublishBlocked | null {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const body = ZPublishBlocked.safeParse(error.response.data);
  return body.success ? body.data : null;
}

export function usePublishInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishInvitation,
    onSuccess: async (invitation) => {
      queryClient.setQueryData(invitationQueryKey(invitation.id), invitation);
      await queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'list'] });
    },
  });
}
