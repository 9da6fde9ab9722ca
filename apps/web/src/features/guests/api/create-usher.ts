import type { TUsherCreate, TUsherCreated } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { ushersKey } from './get-ushers';

/** Gives an usher access; the answer holds the link, shown this once. */
export async function createUsher(invitationId: string, body: TUsherCreate): Promise<TUsherCreated> {
  const { data } = await http.post<TUsherCreated>(invitationApi(invitationId, 'ushers'), body);
  return data;
}

export function useCreateUsher(invitationId: string) {
  return useRefreshingMutation(
    (body: TUsherCreate) => createUsher(invitationId, body),
    ushersKey(invitationId),
  );
}
