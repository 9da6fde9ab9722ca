import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { TRouteHandle } from '../app/guard';
import { BlankFrame } from '../components/blank-frame';
import { layoutWrapperClassesOf } from './layout-wrapper-classes';

const QueryProvider = lazy(() => import('../lib/query-provider'));

/**
 * The layout of the auth and error pages. A screen here that reads through TanStack Query (the
 * ushers' check-in) gets the query cache, loaded with it; the lean ones (login and the other
 * account screens) go without.
 */
export function BlankLayout() {
  const matches = useMatches();
  const lean = matches.some((m) => (m.handle as TRouteHandle | undefined)?.lean);
  return (
    <BlankFrame className={layoutWrapperClassesOf(matches)}>
      {lean ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Suspense>
      )}
    </BlankFrame>
  );
}
