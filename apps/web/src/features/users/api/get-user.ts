import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserDetail, type TUserDetail } from '@undangin/shared/users/schemas';
import { http } from '../../../lib/http';
import { USERS_KEY } from './get-users';

export const userQueryKey = (id: string) => [...USERS_KEY, 'detail', id] as const;

export async function getUser(id: string): Promise<TUserDetail> {
  const { data } = await http.get<unknown>(`/users/${encodeURIComponent(id)}`);
  return ZUserDetail.parse(data);
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: userQueryKey(id), queryFn: () => getUser(id) });
}

export function useUser(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
}
