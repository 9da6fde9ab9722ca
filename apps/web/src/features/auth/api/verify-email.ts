import { useQuery } from '@tanstack/react-query';
import type { TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';

export async function verifyEmail(token: string): Promise<TMessage> {
  const { data } = await http.post<TMessage>('/user/email/verify', { token });
  return data;
}

/**
 * Confirms once per token: a query rather than a mutation, so a re-render or a second mount of
 * the page never sends the single-use token twice.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
