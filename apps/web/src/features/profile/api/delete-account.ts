import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessage, type TMessage } from '@undangin/shared/errors';
import type { TDeleteAccountBody } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { clearSession } from '../../../lib/session';

export async function deleteAccount(body: TDeleteAccountBody): Promise<TMessage> {
  const { data } = await http.delete<unknown>('/user', { data: body });
  return ZMessage.parse(data);
}

/** The account is gone: nothing of it stays in this browser either. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
