import type { TUserActionResponse } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { parseUserAction, useUserMutation } from './user-action';

export async function activateUser(id: string): Promise<TUserActionResponse> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/activate`);
  return parseUserAction(data);
}

export function useActivateUser() {
  return useUserMutation(activateUser);
}
