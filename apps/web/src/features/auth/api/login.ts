import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginBody, TLoginResponse } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';
import { saveSession } from '../../../lib/session';

export async function login(body: TLoginBody): Promise<TLoginResponse> {
  const { data } = await http.post<TLoginResponse>('/user/login', body);
  return data;
}

/** Logs in and stores the session (token, user, encrypted rules) before the caller navigates. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLoginBody) => {
      const session = await login(body);
      await saveSession(session);
      // The session refresh reads this instead of asking GET /user/me right after login.
      const { userData, userAbilityRules } = session;
      queryClient.setQueryData(['user', 'me', session.accessToken], { userData, userAbilityRules });
      return session;
    },
  });
}
