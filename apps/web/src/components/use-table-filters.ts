import { useDeferredValue, useState } from 'react';
import type { TServerPaging } from './server-data-grid';

/**
 * A server table's search and filters, kept on the screen: every change and the reset go back to the
 * first page, and the search reaches the API trimmed and deferred so typing stays quick.
 */
export function useTableFilters<F extends { search: string } & Record<string, string>>(
  initial: F,
  perPage: number,
) {
  const [paging, setPaging] = useState<TServerPaging>({ page: 1, perPage });
  const [filters, setFilters] = useState(initial);
  const q = useDeferredValue(filters.search.trim());
  const firstPage = () => setPaging((p) => ({ ...p, page: 1 }));
  const set = (key: keyof F) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    firstPage();
  };
  const reset = () => {
    setFilters(initial);
    firstPage();
  };
  const filtered = Object.values(filters).some((value) => value !== '');
  return { paging, setPaging, firstPage, filters, set, reset, filtered, q };
}
