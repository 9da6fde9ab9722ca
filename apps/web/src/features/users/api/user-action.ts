import { useQueryClient } from '@tanstack/react-query';
import { ZUserActionResponse, type TUserActionResponse } from '@undangin/shared/users/schemas';
import { AUDIT_LOG_KEY } from '../../audit';
import { USERS_KEY } from './get-users';

export const parseUserAction = (data: unknown): TUserActionResponse => ZUserActionResponse.parse(data);

/** After any change to a user: their details, every list and the audit log show it. */
export function useRefreshAfterUserChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    ]);
  };
}
