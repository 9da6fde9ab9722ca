import { paths } from './paths';
import { createHttpClient } from './http-client';
import { navigateTo } from './navigation';
import { clearAbilityRules, clearAuth, getAccessToken } from './session';

/**
 * The app's one API client, wired to the stored session and the router. Answers are typed with the
 * shared contracts; the server validates its answers against the same zod schemas, so the client
 * does not parse them again (which would put zod on every first load).
 */
export const http = createHttpClient({
  getAccessToken,
  clearAuth,
  clearAbilityRules,
  navigateToLogin: () => navigateTo(paths.login()),
  reload: () => window.location.reload(),
});
