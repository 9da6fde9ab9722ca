import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODES, HOME_PAGE_PATH } from '@undangin/shared';
import { AppError } from '../lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit XSRF protection (spec §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). Every answer makes
 * sure the cookie exists; every state-changing /api call must echo it. The public pages' plain forms
 * cannot send headers, so /api/public/ carries its own per-page token instead.
 *
 * Decided from the route the request was matched to (routing runs before onRequest), never from the
 * raw URL: the router decodes `/%61pi/…` to `/api/…`, so a prefix test on the URL could be walked past.
 */
const xsrfPlugin: FastifyPluginAsync<{ secure: boolean }> = async (app, opts) => {
  // A callback hook: every request passes through it, and most need no more than a look at the cookie.
  app.addHook('onRequest', (request, reply, done) => {
    // Unmatched requests (the web app's pages, 404s) have no route pattern and still get the cookie.
    const route = request.routeOptions.config.url ?? '';
    // Guests' invitation pages never call the API with the header; their forms carry the page's token.
    // The visitors' home page has no form at all: neither sets a cookie nobody asked for.
    if (route.startsWith('/u/') || route === HOME_PAGE_PATH) return done();
    let token = request.cookies[XSRF_COOKIE];
    if (!token || token.length < 16 || token.length > 128) {
      token = randomBytes(24).toString('base64url');
      // Readable by the page's script on purpose: that is how it echoes the value back.
      void reply.setCookie(XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: false,
      });
      // A request that arrived without the cookie cannot pass the check below.
      request.cookies[XSRF_COOKIE] = '';
    }
    if (SAFE_METHODS.has(request.method)) return done();
    if (!route.startsWith('/api/') || route.startsWith('/api/public/')) return done();
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) {
      return done(
        new AppError(
          403,
          'Permintaan ditolak karena token keamanan tidak cocok. Muat ulang halaman lalu coba lagi.',
          { code: ERROR_CODES.xsrfMismatch },
        ),
      );
    }
    done();
  });
};

export default fp(xsrfPlugin, { name: 'xsrf', dependencies: ['@fastify/cookie'] });
