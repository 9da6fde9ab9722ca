import type { TScreenLinkCreate, TScreenLinkCreated } from '@undangin/shared/guests/screens';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { screensKey } from './get-screens';

/** Makes a greeting screen link; the answer holds the link, shown this once. */
export function useCreateScreen(invitationId: string) {
  return useRefreshingMutation(
    (body: TScreenLinkCreate) => sendToInvitation<TScreenLinkCreated>('post', invitationId, 'screens', body),
    screensKey(invitationId),
  );
}
