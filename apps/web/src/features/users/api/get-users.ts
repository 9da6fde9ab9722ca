import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserList, type TUserList, type TUserListQuery } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';

/** Every query of this area starts with this key, so a change to a user refreshes lists and details. */
export const USERS_KEY = ['users'] as const;

export async function getUsers(query: TUserListQuery): Promise<TUserList> {
  const { data } = await http.get<unknown>('/users', { params: query });
  return ZUserList.parse(data);
}

export function usersQueryOptions(query: TUserListQuery) {
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: TUserListQuery) {
  return useQuery(usersQueryOptions(query));
}
