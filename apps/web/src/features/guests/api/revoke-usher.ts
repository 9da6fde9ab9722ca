import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { ushersKey } from './get-ushers';

export async function revokeUsher(usherId: string): Promise<void> {
  await http.delete(`/ushers/${encodeURIComponent(usherId)}`);
}

export function useRevokeUsher(invitationId: string) {
  return useRefreshingMutation(revokeUsher, ushersKey(invitationId));
}
