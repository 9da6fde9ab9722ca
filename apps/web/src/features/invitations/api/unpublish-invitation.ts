import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvitation, type TInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { invitationQueryKey } from './get-invitation';
import { INVITATIONS_KEY } from './get-invitations';

export async function unpublishInvitation(id: string): Promise<TInvitation> {
  const { data } = await http.post<unknown>(`/invitations/${encodeURIComponent(id)}/unpublish`);
  return ZInvitation.parse(data);
}

export function useUnpublishInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishInvitation,
    onSuccess: async (invitation) => {
      queryClient.setQueryData(invitationQueryKey(invitation.id), invitation);
      await queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'list'] });
    },
  });
}
