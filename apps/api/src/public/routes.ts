import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TPageLanguage } from '@undangin/shared';
import {
  buildEventIcs,
  CLIENT_SCRIPT,
  DEMO_CONTENT,
  DEMO_GUEST,
  DEMO_WISHES,
  demoAssetUrl,
  renderInvitationPage,
  renderUnavailablePage,
  UNAVAILABLE_STATUS,
  type TFlash,
  type TUnavailableReason,
} from '@undangin/templates';
import { createFormTokens } from '../modules/rsvp-wishes/form-token';
import { isGuestCode } from '../modules/guests/codes';
import { isPublicStatus, PUBLIC_STATUS, statusText } from '../modules/rsvp-wishes/messages';
import { BROWSER_ID_COOKIE } from '../modules/rsvp-wishes/routes';
import { findActiveTemplateBySlug } from '../modules/templates/repository';
import { registerPublicAssets } from './assets';
import { isCrawler } from './crawlers';
import { invitationPageCsp, scriptHash, STATUS_PAGE_CSP } from './csp';
import { Lru } from '../lib/lru';
import { partOf, type TPart } from './gzip-parts';
import { createOpenTracker, type TOpenTracker } from './open-tracker';
import { createPageData, type TPageData, type TPageInvitation } from './page-data';
import { createPageRenderer, wholePage, type TPageRenderer, type TRenderedPage } from './page-renderer';
import { registerHomePage } from './home-page';
import { demoShareImage, registerShareImages } from './share-image';

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: { data: TPageData; renderer: TPageRenderer; opens: TOpenTracker };
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CSP = invitationPageCsp([scriptHash(CLIENT_SCRIPT)]);
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;
/** Every invitation page's headers, written once rather than one by one on each request. */
const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CSP,
  'cache-control': 'private, no-cache',
  'x-robots-tag': 'noindex',
  vary: 'Accept-Encoding',
};

type TPageQuery = { lang?: string; status?: string; ucapan?: string };

/** The outcome of a form posted without JavaScript, shown beside that form. */
function flashOf(query: TPageQuery, locale: TPageLanguage): TFlash | undefined {
  if (!isPublicStatus(query.status)) return undefined;
  const { form, ok } = PUBLIC_STATUS[query.status];
  return { form, ok, message: statusText(query.status, locale) };
}

function pageLocale(query: TPageQuery, fallback: TPageLanguage): TPageLanguage {
  return query.lang === 'en' || query.lang === 'id' ? query.lang : fallback;
}

/**
 * The pages guests open (design.md: public pages), rendered on the server: /u/:slug (the general link),
 * /u/:slug/:guestCode (a personal link), /u/demo/:templateSlug, the calendar files, /u/assets/*, and the
 * visitors' home page /beranda (home-page.ts).
 */
const publicPagesPlugin = async (app: FastifyInstance) => {
  const data = createPageData(app);
  const renderer = createPageRenderer(app.config.appUrl);
  const opens = createOpenTracker(app.db, app.clock, app.log);
  const tokens = createFormTokens(app.config.jwtSecret);

  app.decorate('publicPages', { data, renderer, opens });
  // The areas say what changed; the pages read it again on the next request.
  app.events.on('invitation.changed', ({ slug }) => data.invalidate(slug));
  app.events.on('guest.changed', ({ invitationId, code }) => data.invalidateGuest(invitationId, code));
  app.events.on('templates.changed', () => data.invalidateAll());
  app.events.on('changes.missed', () => data.invalidateAll());
  app.addHook('onReady', async () => opens.start());
  app.addHook('onClose', async () => opens.stop());

  function statusPage(reply: FastifyReply, reason: TUnavailableReason, locale: TPageLanguage = 'id') {
    return reply
      .status(UNAVAILABLE_STATUS[reason])
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', STATUS_PAGE_CSP)
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(renderUnavailablePage(reason, locale));
  }

  /** The page, gzipped when the browser takes it: joined from parts compressed beforehand, never per request. */
  function sendHtml(request: FastifyRequest, reply: FastifyReply, page: TRenderedPage) {
    void reply.headers(PAGE_HEADERS);
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page.body);
    return reply.header('content-encoding', 'gzip').send(page.gzip());
  }

  /** A published, active invitation, or the reply already sent with the friendly page. */
  async function published(slug: string, reply: FastifyReply): Promise<TPageInvitation | null> {
    const invitation = SLUG.test(slug) ? await data.bySlug(slug) : null;
    if (!invitation) {
      await statusPage(reply, 'not_found');
      return null;
    }
    const state = data.state(invitation);
    if (state === 'draft' || state === 'taken-down') {
      await statusPage(reply, 'unpublished', invitation.pageLanguage);
      return null;
    }
    if (state === 'expired') {
      await statusPage(reply, 'expired', invitation.pageLanguage);
      return null;
    }
    return invitation;
  }

  async function invitationPage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    code: string | undefined,
  ) {
    const invitation = await published(slug.toLowerCase(), reply);
    if (!invitation) return reply;
    const query = request.query as TPageQuery;
    // An unknown or malformed code shows the general page, as if the link had none.
    const guest = code && isGuestCode(code) ? await data.guest(invitation, code) : null;
    // A guest's own language holds without ?lang= too: a link sent before it was set, a plain form's redirect.
    const locale = pageLocale(query, guest?.language ?? invitation.pageLanguage);

    if (request.method === 'GET' && !isCrawler(request.headers['user-agent'])) {
      if (guest) {
        const firstOpen = opens.recordPersonal(invitation.id, guest.id, request.log);
        if (firstOpen) await firstOpen;
      } else opens.recordGeneral(invitation.id);
    }

    const browserId = request.cookies[BROWSER_ID_COOKIE];
    const rsvp = guest
      ? guest.rsvp
      : browserId && BROWSER_ID.test(browserId)
        ? await data.browserRsvp(invitation, browserId)
        : undefined;
    const flash = flashOf(query, locale);
    const wishesPage = Math.min(1000, Math.max(1, Number.parseInt(query.ucapan ?? '1', 10) || 1));
    const now = app.clock.now().getTime();
    const page = renderer.render({
      invitation,
      locale,
      guest,
      rsvp,
      flash,
      flashKey: flash ? String(query.status) : '',
      wishesPage,
      wishes: await data.wishesPage(invitation, wishesPage),
      formToken: tokens.issue(invitation.slug, now),
      now,
    });
    return sendHtml(request, reply, page);
  }

  const demoPages = new Lru<string, TPart>(50);

  await registerPublicAssets(app);
  registerHomePage(app);
  registerShareImages(app, data);

  app.get('/u/demo/:templateSlug', { schema: { hide: true } }, async (request, reply) => {
    const { templateSlug } = request.params as { templateSlug: string };
    const template = SLUG.test(templateSlug)
      ? await findActiveTemplateBySlug(app.db, templateSlug)
      : undefined;
    if (!template) return statusPage(reply, 'not_found');
    const query = request.query as TPageQuery;
    const locale = pageLocale(query, 'id');
    const flash = flashOf(query, locale);
    const now = app.clock.now().getTime();
    const key = [
      template.id,
      template.component,
      template.updatedAt.getTime(),
      locale,
      flash ? query.status : '',
      Math.floor(now / 3_600_000),
    ].join('|');
    let demo = demoPages.get(key);
    if (!demo) {
      const page = renderInvitationPage({
        content: DEMO_CONTENT,
        templateId: template.component,
        theme: { palette: template.palette, fonts: template.fonts },
        slug: 'demo',
        status: 'published',
        locale,
        assetUrl: demoAssetUrl('/u/assets/demo/'),
        mode: 'public',
        guest: DEMO_GUEST,
        wishes: { items: DEMO_WISHES },
        urls: {
          rsvpAction: `/api/public/demo/rsvp?template=${template.slug}`,
          wishesAction: `/api/public/demo/wishes?template=${template.slug}`,
          giftAction: `/api/public/demo/gift?template=${template.slug}`,
        },
        flags: { showMark: true },
        flash,
        pageUrl: `${app.config.appUrl}/u/demo/${template.slug}`,
        shareImage: demoShareImage(app.config.appUrl, template),
        now,
        allowIndexing: true,
      });
      demo = partOf(Buffer.from(page, 'utf8'));
      demoPages.set(key, demo);
    }
    return sendHtml(request, reply, wholePage(demo));
  });

  app.get('/u/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    return invitationPage(request, reply, slug, undefined);
  });

  app.get('/u/:slug/:guestCode', { schema: { hide: true } }, async (request, reply) => {
    const { slug, guestCode } = request.params as { slug: string; guestCode: string };
    return invitationPage(request, reply, slug, guestCode);
  });

  app.get('/u/:slug/calendar/:file', { schema: { hide: true } }, async (request, reply) => {
    const { slug, file } = request.params as { slug: string; file: string };
    const invitation = await published(slug.toLowerCase(), reply);
    if (!invitation) return reply;
    const eventId = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const event = (invitation.content.events ?? []).find((item) => item.id === eventId);
    const query = request.query as TPageQuery;
    const ics = event
      ? buildEventIcs({
          event,
          content: invitation.content,
          slug: invitation.slug,
          locale: pageLocale(query, invitation.pageLanguage),
          pageUrl: `${app.config.appUrl}/u/${invitation.slug}`,
          now: app.clock.now().getTime(),
        })
      : undefined;
    if (!ics) return statusPage(reply, 'not_found', invitation.pageLanguage);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics"`)
      .header('cache-control', 'private, no-cache')
      .send(ics);
  });
};

export default fp(publicPagesPlugin, { name: 'public-pages', dependencies: ['core', 'events'] });
