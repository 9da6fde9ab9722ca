import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen';
import { ROUTES } from './routes';

const idOf = (pathname: string, loggedIn: boolean) => firstScreen(ROUTES, pathname, loggedIn)?.id ?? null;

describe('the screen a page load opens', () => {
  it('is the login page for a visitor, and nothing for a signed-in user the guard sends away', () => {
    expect(idOf('/login', false)).toBe('login');
    expect(idOf('/login', true)).toBeNull();
  });

  it('is the dashboard for a signed-in user, and nothing for a visitor the guard sends to login', () => {
    expect(idOf('/', true)).toBe('root');
    expect(idOf('/', false)).toBeNull();
  });

  it('matches parameters, aliases and the not-found catch-all, public for everyone', () => {
    expect(idOf('/invitations/abc', true)).toBe('invitation-editor');
    expect(idOf('/pages/misc/not-authorized', false)).toBe('not-authorized');
    expect(idOf('/nope/deeper', true)).toBe('not-found');
  });
});
