import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLayouts, readRoutes } from './route-source';

const app = resolve(import.meta.dirname, '../src/app');

describe('the route table read at build time', () => {
  it('reads every route of app/routes.ts with its page, layout, access and strings', () => {
    const routes = readRoutes(resolve(app, 'routes.ts'));
    expect(routes.length).toBeGreaterThanOrEqual(26);
    expect(routes.find((r) => r.paths[0] === '/login')).toEqual({
      paths: ['/login'],
      page: '../features/auth/pages/login-page',
      layout: 'blank',
      access: 'guest',
      ns: ['auth'],
    });
    expect(routes.find((r) => r.paths[0] === '/')).toMatchObject({ layout: 'default', access: 'user' });
    expect(routes.find((r) => r.paths[0] === '/check-in/:token')).toMatchObject({ access: 'public' });
    expect(routes.find((r) => r.paths[0] === '*')?.paths).toContain('/pages/misc/not-found/*');
  });

  it('reads both layouts with their modules and strings from app/router.tsx', () => {
    const layouts = readLayouts(resolve(app, 'router.tsx'));
    expect(layouts.blank).toEqual({ imports: ['../layouts/blank-layout'], ns: [] });
    expect(layouts.default?.imports).toContain('../layouts/default-layout');
    expect(layouts.default?.ns).toEqual(['notifications', 'search']);
  });
});
