import { useMutation } from '@tanstack/react-query';
import { ZProfileResponse, type TAvatarCrop, type TProfileResponse } from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { useStoreProfile } from './store-profile';

export async function uploadAvatar(file: Blob, crop: TAvatarCrop | null): Promise<TProfileResponse> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<unknown>('/user/avatar', form, {
    params: crop ?? undefined,
  });
  return ZProfileResponse.parse(data);
}

export function useUploadAvatar() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: ({ file, crop }: { file: Blob; crop: TAvatarCrop | null }) => uploadAvatar(file, crop),
    onSuccess: (profile) => store(profile),
  });
}
