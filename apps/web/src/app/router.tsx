import { createBrowserRouter, type RouteObject } from 'react-router';
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
  getContext: async (withAbilities) => {
    // Public and unauthenticated-only routes never ask `can`; CASL comes with the first screen that
    // checks an ability, not with the login page.
    if (!withAbilities) return { isLoggedIn: isLoggedIn(), can: () => false };
    const { ability, canAccess } = await import('../lib/abilities');
    return { isLoggedIn: isLoggedIn(), can: (action, subject) => canAccess(ability, action, subject) };
  },
  setTitle: setPageTitle,
});

routes = buildRoutes(
  ROUTES,
  {
    default: async () => {
      const [{ DefaultLayout }, { SHELL }, { AbilityProvider }, { ability }] = await Promise.all([
        import('../layouts/default-layout'),
        import('./shell-config'),
        import('@casl/react'),
        import('../lib/abilities'),
      ]);
      // Only the signed-in screens render by ability, so only their layout provides it.
      return function AppDefaultLayout() {
        return (
          <AbilityProvider value={ability}>
            <DefaultLayout shell={SHELL} />
          </AbilityProvider>
        );
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
