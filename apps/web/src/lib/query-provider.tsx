import { QueryClientProvider, useIsFetching } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setDataLoading } from './data-loading';
import { queryClient } from './query-client';

/** Tells the loading bar while a query loads data nobody has seen yet (background refreshes do not count). */
function FirstLoadsReporter() {
  const firstLoads = useIsFetching({
    predicate: (query) => query.state.data === undefined && !query.meta?.background,
  });
  useEffect(() => setDataLoading(firstLoads > 0), [firstLoads]);
  useEffect(() => () => setDataLoading(false), []);
  return null;
}

/**
 * TanStack Query's cache for the screens that read through it: the signed-in layout and the public
 * screens that need it. Loaded with those screens, so the account screens do without it.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FirstLoadsReporter />
      {children}
    </QueryClientProvider>
  );
}
