import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZInvitationSummary, type TAdminUnpublishBody } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

const ZAnswer = z.object({ message: z.string(), invitation: ZInvitationSummary });

/** An administrator takes a page down (abuse); the owner sees the reason. */
export async function unpublishAdminInvitation(id: string, body: TAdminUnpublishBody) {
  const { data } = await http.post<unknown>(`/admin/invitations/${encodeURIComponent(id)}/unpublish`, body);
  return ZAnswer.parse(data);
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
