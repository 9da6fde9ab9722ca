import { matchRoutes } from 'react-router';
import type { TRouteDef } from './route-types';

/**
 * The screen a page load at `pathname` will most likely show, so its code can download while the app
 * starts: none when the guard will send the visitor elsewhere (a signed-in user on an
 * unauthenticated-only page, a visitor on a signed-in one).
 */
export function firstScreen(defs: TRouteDef[], pathname: string, loggedIn: boolean): TRouteDef | null {
  const candidates = defs.flatMap((def) => [def.path, ...(def.aliases ?? [])].map((path) => ({ path, def })));
  const def = matchRoutes(candidates, pathname)?.at(-1)?.route.def;
  if (!def) return null;
  if (def.meta.public) return def;
  return Boolean(def.meta.unauthenticatedOnly) === !loggedIn ? def : null;
}
