import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminInvitationAction, type TAdminUnpublishBody } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

/** An administrator takes a page down (abuse); the owner sees the reason. */
export async function unpublishAdminInvitation(id: string, body: TAdminUnpublishBody) {
  const { data } = await http.post<unknown>(`/admin/invitations/${encodeURIComponent(id)}/unpublish`, body);
  return ZAdminInvitationAction.parse(data);
}

export function useUnpublishAdminInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAdminUnpublishBody }) =>
      unpublishAdminInvitation(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]);
    },
  });
}
