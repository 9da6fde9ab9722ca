import {
  ZInvitation,
  ZVersionConflict,
  type TInvitation,
  type TUpdateInvitationBody,
  type TVersionConflict,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { isHttpError } from '../../../lib/http-client';
import { useInvitationMutation } from './invitation-mutation';

export async function updateInvitation(id: string, body: TUpdateInvitationBody): Promise<TInvitation> {
  const { data } = await http.patch<unknown>(`/invitations/${encodeURIComponent(id)}`, body);
  return ZInvitation.parse(data);
}

/** The 409 of a stale save, with the version the server holds now; null for any other failure. */
export function versionConflictOf(error: unknown): TVersionConflict | null {
  if (!isHttpError(error) || error.response?.status !== 409) return null;
  const body = ZVersionConflict.safeParse(error.response.data);
  return body.success ? body.data : null;
}

/** Saves one change outside the editor (a template picked on the collection page, say). */
export function useUpdateInvitation() {
  return useInvitationMutation(({ id, body }: { id: string; body: TUpdateInvitationBody }) =>
    updateInvitation(id, body),
  );
}
