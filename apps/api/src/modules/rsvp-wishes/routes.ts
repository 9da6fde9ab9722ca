import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInvitationIdParams,
  ZMessage,
  ZOwnerWish,
  ZOwnerWishList,
  ZOwnerWishListQuery,
  ZPublicFormAnswer,
  ZPublicSlugParams,
  ZPublicWishList,
  ZPublicWishListQuery,
  ZUpdateWishBody,
  ZWishIdParams,
} from '@undangin/shared';
import { AppError } from '../../lib/errors';
import { routeSchemas } from '../../lib/route-schema';
import { isGuestCode } from '../guests/codes';
import { rsvpWishesContext } from './context';
import type { TPublicStatus } from './messages';
import { submitGiftReport } from './gift-report';
import { DEMO_SLUG, PublicFormError, type TPublicFormName, type TPublicFormResult } from './public-form';
import { submitRsvp } from './rsvp';
import { deleteWish, moderateWish, ownerWishes, publicWishes, submitWish } from './wishes';

/**
 * Limits of the anonymous forms, per minute. Abuse is counted per guest first: the personal code, or
 * on the general link the answering browser's cookie. The per-address limit only bounds a script
 * that rotates codes or cookies, and stays generous because a hall's Wi-Fi or a mobile carrier's
 * shared address (CGNAT) puts hundreds of real guests behind one address. There is no cap per
 * invitation: a broadcast to 1,000 guests brings them all within minutes, and such a cap let one
 * sender shut the form for everyone.
 */
export const PUBLIC_FORM_RATE_LIMITS = {
  rsvp: { perGuest: 5, perAddress: 300 },
  wishes: { perGuest: 3, perAddress: 200 },
  gift: { perGuest: 3, perAddress: 200 },
  windowMs: 60_000,
} as const;

/** The general link's answering browser, so a guest can change their own RSVP until the deadline. */
export const BROWSER_ID_COOKIE = 'undangin_rid';
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

type TForm = TPublicFormName;

/** Guests' calls on an invitation's page (`:slug`), and the owner's moderation in the dashboard. */
const onPage = routeSchemas('public').taggedOn(ZPublicSlugParams);
const { signedIn } = routeSchemas('invitations');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the anonymous form endpoints whose errors redirect back to the page when posted without JavaScript. */
    publicForm?: TForm;
  }
}

/** The page's script asks for JSON; a plain HTML form gets a redirect back to the page. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('application/json') ||
    !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
  );
}

function slugOf(request: FastifyRequest): string {
  return String((request.params as { slug?: string }).slug ?? '').toLowerCase();
}

/** The page a form came from: the personal or general link, or the demo of a template. */
function pagePath(request: FastifyRequest, guestCode: unknown): string {
  const slug = slugOf(request);
  if (slug === DEMO_SLUG) {
    const template = String((request.query as { template?: unknown }).template ?? '');
    return /^[a-z0-9-]{1,60}$/.test(template) ? `/u/demo/${template}` : '/';
  }
  const code = typeof guestCode === 'string' && isGuestCode(guestCode) ? `/${guestCode}` : '';
  return `/u/${encodeURIComponent(slug)}${code}`;
}

/** Where each form sits on the page, so the guest lands back beside its answer. */
const ANCHORS = { rsvp: 'rsvp', wishes: 'ucapan', gift: 'transfer' } as const satisfies Record<TForm, string>;
const LIMITED = { rsvp: 'rsvp-limited', wishes: 'wish-limited', gift: 'gift-limited' } as const;
const INVALID = { rsvp: 'rsvp-invalid', wishes: 'wish-invalid', gift: 'gift-invalid' } as const;

function backToPage(
  request: FastifyRequest,
  reply: FastifyReply,
  guestCode: unknown,
  status: TPublicStatus,
  form: TForm,
) {
  const anchor = ANCHORS[form];
  return reply.redirect(`${pagePath(request, guestCode)}?status=${status}#${anchor}`, 303);
}

/** Guests' RSVP and wishes, and the owner's moderation of wishes (design.md, API map: public pages). */
const rsvpWishesRoutes: FastifyPluginAsyncZod = async (app) => {
  const contexts = rsvpWishesContext(app);

  // Plain HTML forms post urlencoded fields; parsed here only, for these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      // A multiple-choice question repeats its field: its values are kept together, in order.
      const fields: Record<string, string | string[]> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        const had = fields[name];
        fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      }
      done(null, fields);
    },
  );

  /** Who is answering, as far as the form can tell: the personal code, else the browser's cookie. */
  const guestKey = (request: FastifyRequest): string | null => {
    const code = (request.body as Record<string, unknown> | undefined)?.guestCode;
    if (typeof code === 'string' && isGuestCode(code)) return `code:${slugOf(request)}:${code}`;
    const browser = request.cookies[BROWSER_ID_COOKIE];
    return browser && BROWSER_ID.test(browser) ? `browser:${browser}` : null;
  };
  const limiter = (form: TForm, scope: 'perGuest' | 'perAddress') =>
    app.createRateLimit({
      max: PUBLIC_FORM_RATE_LIMITS[form][scope],
      timeWindow: PUBLIC_FORM_RATE_LIMITS.windowMs,
      keyGenerator: (request) =>
        scope === 'perAddress' ? `${form}-ip:${request.ip}` : `${form}-guest:${guestKey(request)}`,
    });
  const limiters = {
    rsvp: { perAddress: limiter('rsvp', 'perAddress'), perGuest: limiter('rsvp', 'perGuest') },
    wishes: { perAddress: limiter('wishes', 'perAddress'), perGuest: limiter('wishes', 'perGuest') },
    gift: { perAddress: limiter('gift', 'perAddress'), perGuest: limiter('gift', 'perGuest') },
  };

  /** Counts the send against its guest and its address; over either, says when to try again. */
  function limitSends(form: TForm) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const scopes = guestKey(request) ? (['perGuest', 'perAddress'] as const) : (['perAddress'] as const);
      for (const scope of scopes) {
        const result = await limiters[form][scope](request);
        if (result.isAllowed || !result.isExceeded) continue;
        const seconds = Math.max(1, result.ttlInSeconds);
        void reply.header('retry-after', String(seconds));
        const who = scope === 'perGuest' ? 'dari tamu ini' : 'dari jaringan ini';
        throw new AppError(429, `Terlalu banyak kiriman ${who}. Coba lagi dalam ${seconds} detik.`);
      }
    };
  }

  // A form posted without JavaScript always lands back on the page, with the outcome as a status.
  app.setErrorHandler((error, request, reply) => {
    const form = request.routeOptions.config?.publicForm;
    if (!form || wantsJson(request)) throw error;
    const body = (request.body ?? {}) as Record<string, unknown>;
    let status: TPublicStatus | undefined;
    if (error instanceof PublicFormError) status = error.publicStatus;
    else if ((error as { statusCode?: number }).statusCode === 429) status = LIMITED[form];
    else if (hasZodFastifySchemaValidationErrors(error)) status = INVALID[form];
    if (!status) throw error;
    return backToPage(request, reply, body.guestCode, status, form);
  });

  function answer(request: FastifyRequest, reply: FastifyReply, result: TPublicFormResult, form: TForm) {
    if (wantsJson(request)) {
      const { message, wish } = result;
      return reply.status(200).send(wish ? { message, wish } : { message });
    }
    return backToPage(request, reply, result.guestCode, result.status, form);
  }

  /** A guest's form: JSON from the page's script or urlencoded from a plain form, limited per guest. */
  const formRoute = (form: TForm) => ({
    config: { access: 'public' as const, publicForm: form },
    preHandler: limitSends(form),
    schema: onPage({
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: z.record(z.string(), z.unknown()),
      response: { 200: ZPublicFormAnswer },
    }),
  });

  app.post('/public/:slug/rsvp', formRoute('rsvp'), async (request, reply) => {
    const cookie = request.cookies[BROWSER_ID_COOKIE];
    const browserId = cookie && BROWSER_ID.test(cookie) ? cookie : randomBytes(16).toString('base64url');
    const result = await submitRsvp(contexts.guest(), {
      slug: request.params.slug,
      body: request.body,
      ip: request.ip,
      browserId,
    });
    if (browserId !== cookie) {
      void reply.setCookie(BROWSER_ID_COOKIE, browserId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.appUrl.startsWith('https://'),
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    return answer(request, reply, result, 'rsvp');
  });

  app.post('/public/:slug/wishes', formRoute('wishes'), async (request, reply) => {
    const result = await submitWish(contexts.guest(), {
      slug: request.params.slug,
      body: request.body,
      ip: request.ip,
      browserId: '',
    });
    return answer(request, reply, result, 'wishes');
  });

  // A guest's word that they used the digital envelope: to the couple's gift book, never on a page.
  app.post('/public/:slug/gift', formRoute('gift'), async (request, reply) => {
    const result = await submitGiftReport(contexts.guest(), {
      slug: request.params.slug,
      body: request.body,
      ip: request.ip,
      browserId: '',
    });
    return answer(request, reply, result, 'gift');
  });

  app.get(
    '/public/:slug/wishes',
    {
      config: { access: 'public' },
      schema: onPage({ querystring: ZPublicWishListQuery, response: { 200: ZPublicWishList } }),
    },
    async (request) =>
      publicWishes(contexts.guest(), request.params.slug, request.query.page, request.query.perPage),
  );

  const owner = { access: { action: 'manage', subject: 'invitation' } } as const;

  app.get(
    '/invitations/:id/wishes',
    {
      config: owner,
      schema: signedIn({
        params: ZInvitationIdParams,
        querystring: ZOwnerWishListQuery,
        response: { 200: ZOwnerWishList },
      }),
    },
    async (request) => ownerWishes(contexts.owner(request), request.params.id, request.query),
  );

  app.patch(
    '/wishes/:wishId',
    {
      config: owner,
      schema: signedIn({
        params: ZWishIdParams,
        body: ZUpdateWishBody,
        response: { 200: z.object({ message: z.string(), wish: ZOwnerWish }) },
      }),
    },
    async (request) => ({
      message: request.body.status === 'approved' ? 'Ucapan ditampilkan' : 'Ucapan disembunyikan',
      wish: await moderateWish(contexts.owner(request), request.params.wishId, request.body.status),
    }),
  );

  app.delete(
    '/wishes/:wishId',
    {
      config: owner,
      schema: signedIn({
        params: ZWishIdParams,
        response: { 200: ZMessage },
      }),
    },
    async (request) => {
      await deleteWish(contexts.owner(request), request.params.wishId);
      return { message: 'Ucapan dihapus' };
    },
  );
};

export default rsvpWishesRoutes;
