import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { createAbility, type TAbilityRule } from '@undangin/shared/abilities';
import { canAccess } from '../lib/abilities';
import { buildRoutes } from './build-routes';
import { createGuardLoader, loginRedirect, resolveGuard, type TGuardContext, type TGuardDeps } from './guard';
import type { TRouteDef, TRouteMeta } from './route-types';
import { ROUTES } from './routes';

const url = (path: string) => new URL(path, 'http://localhost');
const visitor: TGuardContext = { isLoggedIn: false, can: () => false };
const user = (rules: { action: string; subject: string }[]): TGuardContext => {
  const ability = createAbility(rules as TAbilityRule[]);
  return { isLoggedIn: true, can: (a, s) => canAccess(ability, a, s) };
};

describe('guard: step 2, public routes', () => {
  const meta: TRouteMeta = { title: 'x', public: true, action: 'read', subject: 'user' };
  it('lets a visitor through', () => expect(resolveGuard([meta], url('/nope'), visitor)).toBeNull());
  it('lets a logged-in user through without checking abilities', () =>
    expect(resolveGuard([meta], url('/nope'), user([]))).toBeNull());
});

describe('guard: step 3, unauthenticated-only routes', () => {
  const meta: TRouteMeta = { title: 'x', unauthenticatedOnly: true };
  it('sends a logged-in user to "/"', () => expect(resolveGuard([meta], url('/login'), user([]))).toBe('/'));
  it('lets a visitor through', () => expect(resolveGuard([meta], url('/login'), visitor)).toBeNull());
});

describe('guard: step 4, abilities', () => {
  const guests: TRouteMeta = { title: 'x', action: 'read', subject: 'guest' };

  it('lets in a user who holds the ability', () =>
    expect(resolveGuard([guests], url('/guests'), user([{ action: 'read', subject: 'guest' }]))).toBeNull());

  it('counts "manage" as every action', () =>
    expect(
      resolveGuard([guests], url('/guests'), user([{ action: 'manage', subject: 'guest' }])),
    ).toBeNull());

  it('lower-cases action and subject from the meta', () => {
    // The route table's types allow only the lower-case names; the guard still lower-cases what it gets.
    const meta = { title: 'x', action: 'Read', subject: 'AclDemo' } as unknown as TRouteMeta;
    const can = vi.fn(() => true);
    expect(resolveGuard([meta], url('/access-control'), { isLoggedIn: true, can })).toBeNull();
    expect(can).toHaveBeenCalledWith('read', 'acldemo');
  });

  it('lets in when any route of the matched chain allows entry', () => {
    const parent: TRouteMeta = { title: 'p', action: 'read', subject: 'user' };
    const child: TRouteMeta = { title: 'c', action: 'read', subject: 'dashboard' };
    expect(resolveGuard([parent, child], url('/x'), user([{ action: 'read', subject: 'user' }]))).toBeNull();
    expect(
      resolveGuard([parent, child], url('/x'), user([{ action: 'read', subject: 'dashboard' }])),
    ).toBeNull();
  });

  it('denies a route whose meta names no ability (deny by default)', () =>
    expect(resolveGuard([{ title: 'x' }], url('/x'), user([{ action: 'manage', subject: 'all' }]))).toBe(
      '/not-authorized',
    ));

  it('sends a logged-in user without the ability to not-authorized', () =>
    expect(resolveGuard([guests], url('/guests'), user([{ action: 'read', subject: 'dashboard' }]))).toBe(
      '/not-authorized',
    ));
});

describe('guard: step 5, the login redirect of a visitor', () => {
  const meta: TRouteMeta = { title: 'x', action: 'read', subject: 'dashboard' };
  it('carries the original path in "to"', () =>
    expect(resolveGuard([meta], url('/guests'), visitor)).toBe('/login?to=%2Fguests'));
  it('keeps the existing query', () =>
    expect(resolveGuard([meta], url('/payments/detail?id=7&tab=a'), visitor)).toBe(
      '/login?id=7&tab=a&to=%2Fpayments%2Fdetail',
    ));
  it('omits "to" when the path is "/"', () => {
    expect(resolveGuard([meta], url('/'), visitor)).toBe('/login');
    expect(loginRedirect(url('/?ref=wa'))).toBe('/login?ref=wa');
  });
  it('replaces a "to" already in the query', () =>
    expect(loginRedirect(url('/guests?to=/evil'))).toBe('/login?to=%2Fguests'));
});

describe('the guard on the real route table, through the router', () => {
  const Page = () => null;
  const defs: TRouteDef[] = ROUTES.map((d) => ({ ...d, page: () => Promise.resolve({ default: Page }) }));

  function start(path: string, ctx: TGuardContext | TGuardDeps['getContext']) {
    const titles: string[] = [];
    let routes: RouteObject[] = [];
    const loader = createGuardLoader({
      getRoutes: () => routes,
      getContext: typeof ctx === 'function' ? ctx : () => ctx,
      setTitle: (meta) => titles.push(`${meta?.title ?? ''} - Undangin`),
    });
    const layout = () => Promise.resolve(Page);
    routes = buildRoutes(
      defs,
      { default: layout, blank: layout },
      { Component: Page, ErrorBoundary: Page, HydrateFallback: Page, loader },
    );
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const settled = () =>
      new Promise<void>((resolve) => {
        if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
        const stop = router.subscribe((state) => {
          if (state.initialized && state.navigation.state === 'idle') {
            stop();
            resolve();
          }
        });
      });
    return { router, titles, settled };
  }

  const userRules = [
    { action: 'read', subject: 'dashboard' },
    { action: 'manage', subject: 'dashboard' },
    { action: 'manage', subject: 'guest' },
    { action: 'read', subject: 'acldemo' },
  ];

  it('sets the title first, then redirects a visitor to login with "to"', async () => {
    const { router, titles, settled } = start('/guests?x=1', visitor);
    await settled();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?x=1&to=%2Fguests');
    expect(titles).toEqual(['nav:titles.guests - Undangin', 'nav:titles.login - Undangin']);
  });

  it('sends a visitor of "/" to login without "to"', async () => {
    const { router, settled } = start('/', visitor);
    await settled();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login');
  });

  it('sends a logged-in user away from login to "/"', async () => {
    const { router, settled } = start('/login', user(userRules));
    await settled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user to not-authorized for an administrator page', async () => {
    const { router, settled } = start('/users', user(userRules));
    await settled();
    expect(router.state.location.pathname).toBe('/not-authorized');
  });

  it('lets a user into the AclDemo page through the lower-cased subject', async () => {
    const { router, settled } = start('/access-control', user(userRules));
    await settled();
    expect(router.state.location.pathname).toBe('/access-control');
  });

  it.each(['/nope/deeper', '/pages/misc/not-found/abc', '/pages/misc/not-authorized', '/not-authorized'])(
    'lets anyone see the public page %s',
    async (path) => {
      const { router, settled } = start(path, visitor);
      await settled();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('asks for abilities only on routes that check them, so the login page needs no CASL', async () => {
    const asked: boolean[] = [];
    const { router, settled, titles } = start('/login', (withAbilities) => {
      asked.push(withAbilities);
      return visitor;
    });
    await settled();
    await router.navigate('/not-authorized');
    await router.navigate('/guests');
    expect(titles).toEqual([
      'nav:titles.login - Undangin',
      'nav:titles.not-authorized - Undangin',
      'nav:titles.guests - Undangin',
      'nav:titles.login - Undangin',
    ]);
    expect(asked).toEqual([false, false, true, false]);
  });

  it('runs again on every navigation', async () => {
    const { router, settled, titles } = start('/', user(userRules));
    await settled();
    await router.navigate('/guests');
    await router.navigate('/guests?page=2');
    expect(titles).toEqual([
      'nav:titles.root - Undangin',
      'nav:titles.guests - Undangin',
      'nav:titles.guests - Undangin',
    ]);
  });
});
