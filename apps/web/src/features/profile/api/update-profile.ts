import { useMutation } from '@tanstack/react-query';
import { ZProfileResponse, type TProfileBody, type TProfileResponse } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { useStoreProfile } from './store-profile';

export async function updateProfile(body: TProfileBody): Promise<TProfileResponse> {
  const { data } = await http.put<unknown>('/user/profile', body);
  return ZProfileResponse.parse(data);
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => store(profile) });
}
