import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { TRouteHandle } from '../../app/guard';

const QueryProvider = lazy(() => import('../../lib/query-provider'));

/**
 * The matched screen. A screen that reads through TanStack Query gets the query cache, loaded with
 * it; a lean screen (login, the dashboard) goes without, so those first loads stay light.
 */
export function ScreenOutlet() {
  const lean = useMatches().some((m) => (m.handle as TRouteHandle | undefined)?.lean);
  if (lean) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </Suspense>
  );
}
