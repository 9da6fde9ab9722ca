import Cookies from 'js-cookie';
import { APP_TITLE, LAYOUT_COOKIE_MAX_AGE_DAYS } from '@undangin/shared/constants';

/** Layout cookies carry the app title as a prefix (spec §9) so two apps on one host never collide. */
export function layoutCookieName(name: string): string {
  return `${APP_TITLE}-${name}`;
}

export function readLayoutCookie(name: string): string | undefined {
  return Cookies.get(layoutCookieName(name));
}

export function writeLayoutCookie(name: string, value: string): void {
  Cookies.set(layoutCookieName(name), value, {
    expires: LAYOUT_COOKIE_MAX_AGE_DAYS,
    path: '/',
    sameSite: 'lax',
  });
}

export function removeLayoutCookie(name: string): void {
  Cookies.remove(layoutCookieName(name), { path: '/' });
}
