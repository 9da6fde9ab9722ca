import type { TSuspendBody, TUserActionResponse } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { parseUserAction, useUserMutation } from './user-action';

export async function suspendUser(id: string, body: TSuspendBody): Promise<TUserActionResponse> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/suspend`, body);
  return parseUserAction(data);
}

export function useSuspendUser() {
  return useUserMutation(({ id, body }: { id: string; body: TSuspendBody }) => suspendUser(id, body));
}
