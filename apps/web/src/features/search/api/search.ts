import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@undangin/shared/search/schemas';
import { http } from '../../../lib/http';

export const SEARCH_MIN_LENGTH = 2;

export async function search(q: string, signal?: AbortSignal): Promise<TSearchResponse> {
  const { data } = await http.get<TSearchResponse>('/search', { params: { q }, signal });
  return data;
}

/** Searches what the areas provide once the query is long enough; earlier hits stay while typing. */
export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { background: true },
  });
}
