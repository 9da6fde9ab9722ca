import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckInById, TCheckInResult } from '@undangin/shared/guests/schemas';
import { doorClient, doorKey, type TDoorTarget } from './door-client';

/** Checks in a guest found by name. */
export async function checkInById(
  target: TDoorTarget,
  guestId: string,
  body: TCheckInById,
): Promise<TCheckInResult> {
  const { client, headers } = doorClient(target);
  const path =
    target.kind === 'owner'
      ? `/guests/${encodeURIComponent(guestId)}/check-in`
      : `/usher/guests/${encodeURIComponent(guestId)}/check-in`;
  const { data } = await client.post<TCheckInResult>(path, body, { headers });
  return data;
}

export function useCheckInById(target: TDoorTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, body }: { guestId: string; body: TCheckInById }) =>
      checkInById(target, guestId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorKey(target) }),
  });
}
