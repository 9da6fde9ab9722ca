import { useMutation } from '@tanstack/react-query';
import { ZProfileResponse, type TProfileResponse } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { useStoreProfile } from './store-profile';

export async function removeAvatar(): Promise<TProfileResponse> {
  const { data } = await http.delete<unknown>('/user/avatar');
  return ZProfileResponse.parse(data);
}

export function useRemoveAvatar() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: removeAvatar, onSuccess: (profile) => store(profile) });
}
