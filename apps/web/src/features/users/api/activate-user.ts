import { useMutation } from '@tanstack/react-query';
import type { TUserActionResponse } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { parseUserAction, useRefreshAfterUserChange } from './user-action';

export async function activateUser(id: string): Promise<TUserActionResponse> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/activate`);
  return parseUserAction(data);
}

export function useActivateUser() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({ mutationFn: activateUser, onSuccess: refresh });
}
