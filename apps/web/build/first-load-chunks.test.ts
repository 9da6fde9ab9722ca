import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadChunkName, readFirstScreens } from './first-load-chunks';

const app = resolve(import.meta.dirname, '../src/app');
const src = resolve(app, '..');

/** A module graph as Rolldown's chunking context hands it out. */
function graph(edges: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
  };
}

describe('the first screens’ chunks', () => {
  it('reads each first screen’s page and layout modules from the route table', () => {
    const [login, dashboard] = readFirstScreens(app, { login: '/login', dashboard: '/' });
    expect(login).toEqual({
      name: 'login',
      screen: resolve(src, 'features/auth/pages/login-page.tsx'),
      frame: [resolve(src, 'layouts/blank-layout.tsx')],
    });
    expect(dashboard?.screen).toBe(resolve(src, 'features/dashboard/pages/dashboard-page.tsx'));
    expect(dashboard?.frame).toContain(resolve(src, 'layouts/default-layout.tsx'));
    // The layout's package imports are not module files.
    expect(dashboard?.frame.every((file) => file.startsWith(src))).toBe(true);
    expect(() => readFirstScreens(app, { gone: '/no-such-screen' })).toThrow('/no-such-screen');
  });

  const name = firstLoadChunkName([
    { name: 'login', screen: 'login-page', frame: ['blank'] },
    { name: 'dashboard', screen: 'dashboard-page', frame: ['default', 'abilities'] },
  ]);
  const ctx = graph({
    'login-page': ['field', 'paper'],
    blank: ['paper'],
    'dashboard-page': ['card'],
    default: ['paper', 'badge'],
    abilities: [],
    field: ['adornment'],
    adornment: [],
    paper: ['utils'],
    utils: [],
    card: ['paper'],
    badge: [],
    'guests-page': ['field', 'table'],
    table: [],
  });

  it('puts a module in the chunk of exactly the first screens that need it', () => {
    expect(name('field', ctx)).toBe('first-load-login');
    expect(name('adornment', ctx)).toBe('first-load-login');
    expect(name('blank', ctx)).toBe('first-load-login');
    expect(name('badge', ctx)).toBe('first-load-dashboard');
    expect(name('abilities', ctx)).toBe('first-load-dashboard');
    expect(name('paper', ctx)).toBe('first-load-login-dashboard');
    expect(name('utils', ctx)).toBe('first-load-login-dashboard');
  });

  it('leaves the screens themselves and what no first screen needs to the automatic split', () => {
    expect(name('login-page', ctx)).toBeNull();
    expect(name('dashboard-page', ctx)).toBeNull();
    expect(name('guests-page', ctx)).toBeNull();
    expect(name('table', ctx)).toBeNull();
  });

  it('stops at start-up code, so a door the route table imports brings nothing of other screens', () => {
    const withDoors = firstLoadChunkName(
      [{ name: 'dashboard', screen: 'dashboard-page', frame: ['shell'] }],
      ['main'],
    );
    const doors = graph({
      main: ['routes'],
      routes: ['door'],
      door: ['list-query'],
      'list-query': [],
      'dashboard-page': ['card'],
      card: [],
      shell: ['routes', 'menu'],
      menu: [],
    });
    expect(withDoors('menu', doors)).toBe('first-load-dashboard');
    expect(withDoors('card', doors)).toBe('first-load-dashboard');
    expect(withDoors('list-query', doors)).toBeNull();
    expect(withDoors('routes', doors)).toBeNull();
  });

  it('fails the build when a first screen’s module is not in it', () => {
    const moved = firstLoadChunkName([{ name: 'login', screen: 'login-page', frame: ['gone'] }]);
    expect(() => moved('field', ctx)).toThrow('gone is not in the build');
  });
});
