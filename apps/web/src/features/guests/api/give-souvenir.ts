import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckInResult } from '@undangin/shared/guests/schemas';
import { doorClient, doorKey, doorPath, type TDoorTarget } from './door-client';

/**
 * The souvenir handed to a guest or household, once (a second time is a 409 naming who gave it). The
 * owner's door sends it at once; the usher's phone queues it with its other operations instead.
 */
export async function giveSouvenir(target: TDoorTarget, guestId: string): Promise<TCheckInResult> {
  const { client, headers } = doorClient(target);
  const { data } = await client.post<TCheckInResult>(
    `${doorPath(target, '')}/guests/${encodeURIComponent(guestId)}/souvenir`,
    undefined,
    { headers },
  );
  return data;
}

/** The door's figures are read again either way: a refusal means someone else handed it out. */
export function useGiveSouvenir(target: TDoorTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => giveSouvenir(target, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorKey(target) }),
  });
}
