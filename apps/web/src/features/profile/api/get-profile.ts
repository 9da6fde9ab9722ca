import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';

/** Every query of this area starts with this key. */
export const PROFILE_KEY = ['profile'] as const;

export async function getProfile(): Promise<TProfile> {
  const { data } = await http.get<unknown>('/user/profile');
  return ZProfile.parse(data);
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
