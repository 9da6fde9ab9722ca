import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminInvitationAction } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

/** An administrator lifts a take-down; the owner may then publish again. */
export async function restoreAdminInvitation(id: string) {
  const { data } = await http.post<unknown>(`/admin/invitations/${encodeURIComponent(id)}/restore`);
  return ZAdminInvitationAction.parse(data);
}

export function useRestoreAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreAdminInvitation(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
}
