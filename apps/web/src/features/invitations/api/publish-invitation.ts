import {
  ZInvitation,
  ZPublishBlocked,
  type TInvitation,
  type TPublishBlocked,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { isHttpError } from '../../../lib/http-client';
import { useInvitationMutation } from './invitation-mutation';

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
  return useInvitationMutation(publishInvitation);
}
