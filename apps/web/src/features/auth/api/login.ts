import type { TLoginBody, TLoginResponse } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';
import { saveSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { rememberFreshSession } from './fresh-session';

export async function login(body: TLoginBody): Promise<TLoginResponse> {
  const { data } = await http.post<TLoginResponse>('/user/login', body);
  return data;
}

/** Logs in and stores the session (token, user, encrypted rules), then the caller navigates. */
async function logInAndStore(body: TLoginBody): Promise<TLoginResponse> {
  const session = await login(body);
  const { userData, userAbilityRules } = session;
  rememberFreshSession(session.accessToken, { userData, userAbilityRules });
  await saveSession(session);
  return session;
}

export function useLogin() {
  return useAction(logInAndStore);
}
