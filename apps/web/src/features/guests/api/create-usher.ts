import type { TUsherCreate, TUsherCreated } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { ushersKey } from './get-ushers';

/** Gives an usher access; the answer holds the link, shown this once. */
export function useCreateUsher(invitationId: string) {
  return useRefreshingMutation(
    (body: TUsherCreate) => sendToInvitation<TUsherCreated>('post', invitationId, 'ushers', body),
    ushersKey(invitationId),
  );
}
