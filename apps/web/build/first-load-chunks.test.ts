import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

  it('does not enter the route table, which a layout imports for its menus', () => {
    const withTable = firstLoadChunkName(
      [{ name: 'dashboard', screen: 'dashboard-page', frame: ['shell'] }],
      'routes',
    );
    const table = graph({
      routes: ['door'],
      door: ['list-query'],
      'list-query': [],
      'dashboard-page': ['card'],
      card: [],
      shell: ['routes', 'menu'],
      menu: [],
    });
    expect(withTable('menu', table)).toBe('first-load-dashboard');
    expect(withTable('card', table)).toBe('first-load-dashboard');
    expect(withTable('list-query', table)).toBeNull();
    expect(withTable('routes', table)).toBeNull();
  });

  it('follows a feature’s door only to the pieces a screen takes from it', () => {
    const root = mkdtempSync(join(tmpdir(), 'first-load-'));
    const file = (path: string, text: string) => {
      const full = join(root, 'src', path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      return full;
    };
    const door = file(
      'features/auth/index.ts',
      "export { useSessionRefresh } from './api/get-me';\nexport { useLogout } from './api/logout';\n",
    );
    const getMe = file('features/auth/api/get-me.ts', '');
    const logout = file('features/auth/api/logout.ts', '');
    const layout = file(
      'layouts/default-layout.tsx',
      "import { useSessionRefresh } from '../features/auth';\n",
    );
    const name = firstLoadChunkName([{ name: 'dashboard', screen: 'dashboard-page', frame: [layout] }]);
    const ctx = graph({
      'dashboard-page': [],
      [layout]: [door],
      [door]: [getMe, logout],
      [getMe]: [],
      [logout]: ['query-client'],
      'query-client': [],
    });
    expect(name(getMe, ctx)).toBe('first-load-dashboard');
    expect(name(logout, ctx)).toBeNull();
    expect(name('query-client', ctx)).toBeNull();
    rmSync(root, { recursive: true });
  });

  it('fails the build when a first screen’s module is not in it', () => {
    const moved = firstLoadChunkName([{ name: 'login', screen: 'login-page', frame: ['gone'] }]);
    expect(() => moved('field', ctx)).toThrow('gone is not in the build');
  });
});
