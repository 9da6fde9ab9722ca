import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { buildRoutes, type TLayoutModules } from './build-routes';
import { createGuardLoader } from './guard';
import { setPageTitle } from './page-title';
import { InitialLoading, RootShell } from './root-shell';
import { RouteError } from './route-error';
import { ROUTES } from './routes';
import type { TLayoutName, TRouteDef } from './route-types';

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

/** Each layout's code, and the strings it shows around every screen (the navbar's panels). */
const layoutCode = {
  default: () =>
    Promise.all([
      import('../layouts/default-layout'),
      import('./shell-config'),
      import('@casl/react'),
      import('../lib/abilities'),
    ]),
  blank: () => import('../layouts/blank-layout'),
};
const layoutNamespaces: Record<TLayoutName, string[]> = {
  default: ['notifications', 'search'],
  blank: [],
};

const layouts: TLayoutModules = {
  default: async () => {
    const [[{ DefaultLayout }, { SHELL }, { AbilityProvider }, { ability }]] = await Promise.all([
      layoutCode.default(),
      loadNamespaces(layoutNamespaces.default),
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
  blank: async () => (await layoutCode.blank()).BlankLayout,
};

routes = buildRoutes(
  ROUTES,
  layouts,
  { Component: RootShell, ErrorBoundary: RouteError, HydrateFallback: InitialLoading, loader: guard },
  (def) => loadNamespaces(def.ns ?? []),
);

/**
 * Starts downloading the code of the screen a page load opens (its layout and page) while the app
 * starts rather than after it, and returns the namespaces i18n should start with for it.
 */
export function preloadScreen(def: TRouteDef): string[] {
  const layout = def.meta.layout ?? 'default';
  const code = layout ? [def.page(), layoutCode[layout]()] : [def.page()];
  // A failed download shows when the router asks for it again.
  void Promise.all(code).catch(() => undefined);
  return [...(layout ? layoutNamespaces[layout] : []), ...(def.ns ?? [])];
}

/** History mode with base "/" (spec §2). Created after the session is restored, so the first
 * navigation already sees the user's abilities. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
