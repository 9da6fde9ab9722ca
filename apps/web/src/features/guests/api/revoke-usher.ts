import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ushersKey } from './get-ushers';

export async function revokeUsher(usherId: string): Promise<void> {
  await http.delete(`/ushers/${encodeURIComponent(usherId)}`);
}

export function useRevokeUsher(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeUsher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ushersKey(invitationId) }),
  });
}
