import { useMutation } from '@tanstack/react-query';
import { ZProfileResponse, type TProfileResponse } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { useStoreProfile } from './store-profile';

export async function confirmEmailChange(token: string): Promise<TProfileResponse> {
  const { data } = await http.post<unknown>('/user/email/change', { token });
  return ZProfileResponse.parse(data);
}

export function useConfirmEmailChange() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (profile) => store(profile) });
}
