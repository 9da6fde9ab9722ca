import { createBrowserRouter, type RouteObject } from 'react-router';
import { canAccess, ability } from '../lib/abilities';
import { isLoggedIn } from '../lib/session';
import { buildRoutes } from './build-routes';
import { createGuardLoader } from './guard';
import { setPageTitle } from './page-title';
import { InitialLoading, RootShell } from './root-shell';
import { RouteError } from './route-error';
import { ROUTES } from './routes';

let routes: RouteObject[] = [];

const guard = createGuardLoader({
  getRoutes: () => routes,
  getContext: () => ({
    isLoggedIn: isLoggedIn(),
    can: (action, subject) => canAccess(ability, action, subject),
  }),
  setTitle: setPageTitle,
});

routes = buildRoutes(
  ROUTES,
  {
    default: async () => {
      const [{ DefaultLayout }, { SHELL }] = await Promise.all([
        import('../layouts/default-layout'),
        import('./shell-config'),
      ]);
      return function AppDefaultLayout() {
        return <DefaultLayout shell={SHELL} />;
      };
    },
    blank: async () => (await import('../layouts/blank-layout')).BlankLayout,
  },
  { Component: RootShell, ErrorBoundary: RouteError, HydrateFallback: InitialLoading, loader: guard },
);

/** History mode with base "/" (spec §2). Created after the session is restored, so the first
 * navigation already sees the user's abilities. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
