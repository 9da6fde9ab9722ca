import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { navigateTo } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session';

export async function logout(): Promise<void> {
  await http.post('/user/logout');
}

/**
 * Ends the session on the server (its token goes on the denylist), then forgets it here whatever
 * the answer, so a failed call never leaves the user half logged in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } finally {
        clearSession();
        queryClient.clear();
        await navigateTo('/login');
      }
    },
  });
}
