import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTE_PATHS, paths } from '../lib/paths';
import type { TRouteMeta } from './route-types';

export type TGuardContext = {
  isLoggedIn: boolean;
  can: (action: string, subject: string) => boolean;
};

/** Route meta travels on each route's `handle`, so layouts and pages of one match share it. */
export type TRouteHandle = { meta: TRouteMeta; lean?: boolean };

export function metaChainOf(routes: RouteObject[], pathname: string): TRouteMeta[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((m) => (m.route.handle as TRouteHandle | undefined)?.meta)
    .filter((meta): meta is TRouteMeta => !!meta);
}

/** The innermost route's meta wins, as in nested route meta. */
export function mergeMeta(chain: TRouteMeta[]): TRouteMeta | undefined {
  return chain.length
    ? chain.reduce<TRouteMeta>((acc, meta) => ({ ...acc, ...meta }), { title: '' })
    : undefined;
}

/** Where a denied visitor who is not logged in goes: login, with the query kept and `to` added. */
export function loginRedirect(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('to');
  if (url.pathname !== '/') query.set('to', url.pathname);
  const search = query.toString();
  return search ? `${paths.login()}?${search}` : paths.login();
}

/**
 * The navigation guard of spec §2, in its order: 1) the title (done by the caller from the merged
 * meta), 2) public routes pass, 3) unauthenticated-only routes send a logged-in user to "/",
 * 4) any route of the matched chain whose (action, subject), lower-cased, is allowed lets the user
 * in; otherwise a logged-in user goes to not-authorized and a visitor to login (5).
 * Returns where to go instead, or null to let the navigation through.
 */
export function resolveGuard(chain: TRouteMeta[], url: URL, ctx: TGuardContext): string | null {
  const meta = mergeMeta(chain);
  if (!meta) return null;
  if (meta.public) return null;
  if (meta.unauthenticatedOnly) return ctx.isLoggedIn ? paths.root() : null;
  const allowed = chain.some(
    (m) => !!m.action && !!m.subject && ctx.can(m.action.toLowerCase(), m.subject.toLowerCase()),
  );
  if (allowed) return null;
  return ctx.isLoggedIn ? ROUTE_PATHS.notAuthorized : loginRedirect(url);
}

/** Whether step 4 runs: neither a public nor an unauthenticated-only route. */
export function needsAbilityCheck(meta: TRouteMeta | undefined): boolean {
  return !!meta && !meta.public && !meta.unauthenticatedOnly;
}

export type TGuardDeps = {
  getRoutes: () => RouteObject[];
  /** Told whether abilities will be asked, so the context can load them only then. */
  getContext: (withAbilities: boolean) => TGuardContext | Promise<TGuardContext>;
  setTitle: (meta: TRouteMeta | undefined) => void;
};

/** The guard as the root route's loader, which runs before every navigation commits. */
export function createGuardLoader(deps: TGuardDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const chain = metaChainOf(deps.getRoutes(), url.pathname);
    const meta = mergeMeta(chain);
    deps.setTitle(meta);
    const to = resolveGuard(chain, url, await deps.getContext(needsAbilityCheck(meta)));
    if (to) throw redirect(to);
    return null;
  };
}
