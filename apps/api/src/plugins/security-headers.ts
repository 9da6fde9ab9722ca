import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The headers that keep a browser from misusing any answer (helmet 8's defaults, as @fastify/helmet
 * sent them). Written out once: @fastify/helmet built helmet's middleware again on every request,
 * which cost the lightest route about a sixth of its time.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The dashboard's and the API's policy. MUI's emotion and the invitation templates (in the editor's
 * preview) inject styles at run time, hence 'unsafe-inline' for styles only.
 */
export const APP_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "media-src 'self' blob:",
  "connect-src 'self'",
].join(';');

const HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': APP_CSP,
};

/**
 * Every answer, errors and refusals included, carries these from the start. A route that serves
 * something else than the dashboard (the guests' pages, their files, a payment proof) writes its own
 * Content-Security-Policy over this one.
 */
const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(HEADERS);
    done();
  });
};

export default fp(securityHeadersPlugin, { name: 'security-headers' });
