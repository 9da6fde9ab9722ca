import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvitation, type TCreateInvitationBody, type TInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { invitationQueryKey } from './get-invitation';
import { INVITATIONS_KEY } from './get-invitations';

export async function createInvitation(body: TCreateInvitationBody): Promise<TInvitation> {
  const { data } = await http.post<unknown>('/invitations', body);
  return ZInvitation.parse(data);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: async (invitation) => {
      queryClient.setQueryData(invitationQueryKey(invitation.id), invitation);
      await queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'list'] });
    },
  });
}
