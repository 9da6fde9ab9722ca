import type { TUserActionResponse, TUserPatchBody } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { parseUserAction, useUserMutation } from './user-action';

export async function updateUserRole(id: string, body: TUserPatchBody): Promise<TUserActionResponse> {
  const { data } = await http.patch<unknown>(`/users/${encodeURIComponent(id)}`, body);
  return parseUserAction(data);
}

export function useUpdateUserRole() {
  return useUserMutation(({ id, body }: { id: string; body: TUserPatchBody }) => updateUserRole(id, body));
}
