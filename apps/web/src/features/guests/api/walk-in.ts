import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckInResult, TWalkIn } from '@undangin/shared/guests/schemas';
import { doorClient, doorPath, type TDoorTarget } from './door-client';
import { GUESTS_KEY } from './get-guests';

/** A guest nobody listed, added at the door and checked in at once. */
export async function walkIn(target: TDoorTarget, body: TWalkIn): Promise<TCheckInResult> {
  const { client, headers } = doorClient(target);
  const { data } = await client.post<TCheckInResult>(doorPath(target, '/walk-in'), body, { headers });
  return data;
}

export function useWalkIn(target: TDoorTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWalkIn) => walkIn(target, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUESTS_KEY }),
  });
}
