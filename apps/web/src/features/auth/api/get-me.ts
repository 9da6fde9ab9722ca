import { useEffect, useSyncExternalStore } from 'react';
import type { TSession } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';
import {
  getAbilityRules,
  getAccessToken,
  getUserData,
  isLoggedIn,
  saveSession,
  subscribeSession,
} from '../../../lib/session';
import { freshSessionFor } from './fresh-session';

export async function getMe(): Promise<TSession> {
  const { data } = await http.get<TSession>('/user/me');
  return data;
}

/** The tokens whose session was refreshed in this page load (once each is enough). */
const refreshed = new Set<string>();

/**
 * Refreshes the stored user and rules from the server once per session and page load, so a role
 * changed elsewhere shows here; an ended session answers 401 and the HTTP client signs out. Right
 * after login the answer is the one login just gave.
 */
export function useSessionRefresh() {
  const token = useSyncExternalStore(subscribeSession, getAccessToken, getAccessToken);
  const loggedIn = useSyncExternalStore(subscribeSession, isLoggedIn, isLoggedIn);
  useEffect(() => {
    if (!loggedIn || !token || refreshed.has(token)) return;
    refreshed.add(token);
    const fresh = freshSessionFor(token);
    if (fresh) return;
    getMe().then(
      (session) => {
        if (getAccessToken() !== token) return;
        // Saving an unchanged session would still tell every screen it changed, and a slow phone would
        // draw the whole frame again for nothing.
        const unchanged =
          JSON.stringify(session.userData) === JSON.stringify(getUserData()) &&
          JSON.stringify(session.userAbilityRules) === JSON.stringify(getAbilityRules());
        if (!unchanged) void saveSession(session);
      },
      () => undefined, // a 401 is handled by the HTTP client; anything else leaves the stored session as it is
    );
  }, [loggedIn, token]);
}
