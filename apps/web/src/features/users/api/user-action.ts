import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserActionResponse, type TUserActionResponse } from '@undangin/shared/users/schemas';
import { AUDIT_LOG_KEY } from '../../audit';
import { USERS_KEY } from './get-users';

export const parseUserAction = (data: unknown): TUserActionResponse => ZUserActionResponse.parse(data);

/** A change to a user, after which their details, every list and the audit log show it. */
export function useUserMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
