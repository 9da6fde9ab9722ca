import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';
import { invitationQueryKey } from './get-invitation';
import { INVITATIONS_KEY } from './get-invitations';

export async function deleteInvitation(id: string): Promise<TMessage> {
  const { data } = await http.delete<unknown>(`/invitations/${encodeURIComponent(id)}`);
  return ZMessage.parse(data);
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: invitationQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'list'] });
    },
  });
}
