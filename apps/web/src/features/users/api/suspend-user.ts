import { useMutation } from '@tanstack/react-query';
import type { TSuspendBody, TUserActionResponse } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { parseUserAction, useRefreshAfterUserChange } from './user-action';

export async function suspendUser(id: string, body: TSuspendBody): Promise<TUserActionResponse> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/suspend`, body);
  return parseUserAction(data);
}

export function useSuspendUser() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TSuspendBody }) => suspendUser(id, body),
    onSuccess: refresh,
  });
}
