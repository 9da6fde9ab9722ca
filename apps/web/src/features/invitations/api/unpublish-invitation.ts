import { ZInvitation, type TInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { useInvitationMutation } from './invitation-mutation';

export async function unpublishInvitation(id: string): Promise<TInvitation> {
  const { data } = await http.post<unknown>(`/invitations/${encodeURIComponent(id)}/unpublish`);
  return ZInvitation.parse(data);
}

export function useUnpublishInvitation() {
  return useInvitationMutation(unpublishInvitation);
}
