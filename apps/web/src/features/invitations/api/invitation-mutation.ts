import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvitation } from '@undangin/shared/invitations/schemas';
import { invitationQueryKey } from './get-invitation';
import { INVITATIONS_KEY } from './get-invitations';

/** A change answered with the invitation as saved: the cached copy becomes it, and the lists refresh. */
export function useInvitationMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<TInvitation>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (invitation) => {
      queryClient.setQueryData(invitationQueryKey(invitation.id), invitation);
      await queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'list'] });
    },
  });
}
