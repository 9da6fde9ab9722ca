import { useMutation } from '@tanstack/react-query';
import {
  ZChangePasswordResponse,
  type TChangePasswordBody,
  type TChangePasswordResponse,
} from '@undangin/shared/profile/schemas';
import { http } from '../../../lib/http';
import { getUserData, readAbilityRules, saveSession } from '../../../lib/session';

export async function changePassword(body: TChangePasswordBody): Promise<TChangePasswordResponse> {
  const { data } = await http.put<unknown>('/user/password', body);
  return ZChangePasswordResponse.parse(data);
}

/** Every other session has ended; this one carries on with the fresh token from the answer. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ accessToken }) => {
      const userData = getUserData();
      if (userData) await saveSession({ accessToken, userData, userAbilityRules: await readAbilityRules() });
    },
  });
}
