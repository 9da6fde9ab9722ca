import { describe, expect, it } from 'vitest';
import {
  patternRegex,
  patternScore,
  preloadFirstScreen,
  type TFirstScreenTable,
} from './first-screen-preload';

describe('the first-screen preload table', () => {
  it('ranks patterns as React Router does: static over dynamic over the catch-all', () => {
    expect(patternScore('/guests/check-in')).toBeGreaterThan(patternScore('/check-in/:token'));
    expect(patternScore('/invitations/:id')).toBeGreaterThan(patternScore('/invitations'));
    expect(patternScore('/login')).toBeGreaterThan(patternScore('*'));
    expect(new RegExp(patternRegex('/invitations/:id')).test('/invitations/abc')).toBe(true);
    expect(new RegExp(patternRegex('/invitations/:id')).test('/invitations/abc/x')).toBe(false);
    expect(new RegExp(patternRegex('/login')).test('/login/')).toBe(true);
    expect(new RegExp(patternRegex('*')).test('/anything/at/all')).toBe(true);
  });
});

describe('preloadFirstScreen, in the browser', () => {
  const table: TFirstScreenTable = {
    files: [
      'login.js',
      'blank.js',
      'dashboard.js',
      'default.js',
      'shared.js',
      'auth-id.js',
      'auth-en.js',
      '404.js',
    ],
    routes: [
      {
        pattern: patternRegex('/login'),
        score: patternScore('/login'),
        access: 'guest',
        files: [0, 1, 4],
        ns: ['auth'],
      },
      { pattern: patternRegex('/'), score: patternScore('/'), access: 'user', files: [2, 3, 4], ns: [] },
      { pattern: patternRegex('*'), score: patternScore('*'), access: 'public', files: [7, 1], ns: [] },
    ],
    locales: { 'id/auth': [5], 'en/auth': [6] },
  };
  const preload = (pathname: string, loggedIn: boolean, language = 'id') => {
    const files: string[] = [];
    preloadFirstScreen(table, pathname, loggedIn, language, (file) => files.push(file));
    return files;
  };

  it('asks for the screen the guard will show, with its strings in the language and the Indonesian fallback', () => {
    expect(preload('/login', false)).toEqual(['login.js', 'blank.js', 'shared.js', 'auth-id.js']);
    expect(preload('/login', false, 'en')).toEqual([
      'login.js',
      'blank.js',
      'shared.js',
      'auth-en.js',
      'auth-id.js',
    ]);
    expect(preload('/', true)).toEqual(['dashboard.js', 'default.js', 'shared.js']);
    expect(preload('/nothing-here', false)).toEqual(['404.js', 'blank.js']);
  });

  it('asks for nothing where the guard will send the visitor elsewhere', () => {
    expect(preload('/login', true)).toEqual([]);
    expect(preload('/', false)).toEqual([]);
  });
});
