import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TRANSACTIONS_KEY } from './get-transactions';

/**
 * A proof of transfer as a blob. It is served only with the bearer token, which an <img src> cannot
 * send, so the viewer fetches it and shows an object URL.
 */
export async function getProof(url: string): Promise<Blob> {
  const { data } = await http.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  return data;
}

export const proofQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'proof', url],
    queryFn: () => getProof(url),
    staleTime: Infinity,
  });

export function useProof(url: string | null) {
  return useQuery({ ...proofQueryOptions(url ?? ''), enabled: Boolean(url) });
}
