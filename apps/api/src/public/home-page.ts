import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { HOME_PAGE_PATH } from '@undangin/shared';
import { renderHomePage } from '@undangin/templates';
import { packagesOnSale } from '../modules/billing/packages/service';
import { showcaseTemplates } from '../modules/templates/service';
import { Lru } from '../lib/lru';
import { STATUS_PAGE_CSP } from './csp';
import { homeLocale } from './home-locale';
import { demoShareImage } from './share-image';

const gzipAsync = promisify(gzip);

/**
 * The visitors' home page, /beranda: read from the templates and packages an administrator has on offer
 * on every request, so a change shows on the next visit in every process without a cache to clear. The
 * page rendered from the same offer (and its gzip) is kept, since rendering costs more than the two
 * queries, and named by an ETag. No script, so the policy of the script-free pages.
 */
export function registerHomePage(app: FastifyInstance): void {
  // One entry per language and offer; an old offer's pages fall out as new ones come in.
  const pages = new Lru<string, { html: string; gzipped?: Buffer }>(12);

  app.get(HOME_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const locale = homeLocale((request.query as { lang?: unknown }).lang, request.headers['accept-language']);
    const [templates, packages] = await Promise.all([showcaseTemplates(app.db), packagesOnSale(app.db)]);
    const year = app.clock.now().getUTCFullYear();
    const key = createHash('sha1')
      .update(JSON.stringify([locale, year, templates, packages]))
      .digest('base64url');
    let page = pages.get(key);
    if (!page) {
      const { appUrl } = app.config;
      // The first template's drawing, as its demo's link preview shows it.
      const shareImage = templates[0] && demoShareImage(appUrl, templates[0]);
      page = { html: renderHomePage({ locale, templates, packages, appUrl, year, shareImage }) };
      pages.set(key, page);
    }
    // The same offer in the same language is the same page: a browser that has it is told so in a few bytes.
    const etag = `W/"${key}"`;
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', STATUS_PAGE_CSP)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Accept-Encoding')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page.html);
    page.gzipped ??= await gzipAsync(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzipped);
  });
}
