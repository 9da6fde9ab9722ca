import { paths } from '../../../lib/paths';
import { http } from '../../../lib/http';
import { navigateTo } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

export async function logout(): Promise<void> {
  await http.post('/user/logout');
}

/**
 * Ends the session on the server (its token goes on the denylist), then forgets it here whatever
 * the answer, so a failed call never leaves the user half logged in.
 */
async function logoutHere(): Promise<void> {
  try {
    await logout();
  } finally {
    clearSession();
    queryClient.clear();
    await navigateTo(paths.login());
  }
}

/** From the navbar's user menu, which sits outside the screens' query cache provider. */
export function useLogout() {
  const action = useAction(logoutHere);
  return { ...action, mutate: () => void action.mutateAsync(undefined).catch(() => undefined) };
}
