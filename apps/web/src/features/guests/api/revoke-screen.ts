import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { screensKey } from './get-screens';

export async function revokeScreen(screenId: string): Promise<void> {
  await http.delete(`/screens/${encodeURIComponent(screenId)}`);
}

export function useRevokeScreen(invitationId: string) {
  return useRefreshingMutation(revokeScreen, screensKey(invitationId));
}
