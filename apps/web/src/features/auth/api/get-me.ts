import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { TSession } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';
import { getAccessToken, isLoggedIn, saveSession, subscribeSession } from '../../../lib/session';
import { freshSessionFor } from './fresh-session';

export async function getMe(): Promise<TSession> {
  const { data } = await http.get<TSession>('/user/me');
  return data;
}

/**
 * Refreshes the stored user and rules from the server once per session and page load, so a role
 * changed elsewhere shows here; an ended session answers 401 and the HTTP client signs out.
 */
export function useSessionRefresh() {
  const token = useSyncExternalStore(subscribeSession, getAccessToken, getAccessToken);
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, isLoggedIn);
  const query = useQuery({
    queryKey: ['user', 'me', token],
    queryFn: getMe,
    enabled: loggedIn,
    // Right after login the answer is the one login just gave.
    initialData: () => freshSessionFor(token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { background: true },
  });
  useEffect(() => {
    if (query.data && getAccessToken() === token) void saveSession(query.data);
  }, [query.data, token]);
}
