import { createHttpClient } from './http-client';
import { navigateTo } from './navigation';
import { clearAbilityRules, clearAuth, getAccessToken } from './session';

/** The app's one API client, wired to the stored session and the router. */
export const http = createHttpClient({
  getAccessToken,
  clearAuth,
  clearAbilityRules,
  navigateToLogin: () => navigateTo('/login'),
  reload: () => window.location.reload(),
});
