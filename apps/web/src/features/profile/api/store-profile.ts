import { useQueryClient } from '@tanstack/react-query';
import type { TProfile } from '@undangin/shared/profile/schemas';
import { getAccessToken, readAbilityRules, saveSession } from '../../../lib/session';
import { PROFILE_KEY } from './get-profile';

/**
 * Keeps the page, the stored userData (navbar name and photo) and, when given, the new access token
 * in step with what the server answered.
 */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return async (profile: TProfile, accessToken?: string) => {
    queryClient.setQueryData(PROFILE_KEY, { userData: profile.userData, pendingEmail: profile.pendingEmail });
    await saveSession({
      accessToken: accessToken ?? getAccessToken() ?? undefined,
      userData: profile.userData,
      userAbilityRules: await readAbilityRules(),
    });
  };
}
