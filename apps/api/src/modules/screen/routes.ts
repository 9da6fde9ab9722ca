import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coupleNames,
  LOCALES,
  SCREEN_PATH,
  ZScreenIdParams,
  ZScreenLinkCreate,
  ZScreenLinkCreated,
  ZScreenLinkList,
  type TInvitationContentDraft,
  type TLocale,
} from '@undangin/shared';
import { renderScreenClosedPage, renderScreenPage, SCREEN_SCRIPT } from '@undangin/templates';
import { AppError } from '../../lib/errors';
import { invitationPageCsp, scriptHash } from '../../public/csp';
import { guestsContext } from '../guests/context';
import { MANAGE, ownerSchemas, READ } from '../guests/route-schema';
import { createScreenHub } from './hub';
import * as links from './links';

const { onInvitation, signedIn } = ownerSchemas('layar-sapa');

const SCREEN_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': invitationPageCsp([scriptHash(SCREEN_SCRIPT)]),
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};

/** A TV reloading or reconnecting now and then, not a crowd: a few calls a minute per address. */
const SCREEN_RATE = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const ZToken = z.object({ token: z.string().max(200) });

const isLocale = (value: unknown): value is TLocale => LOCALES.includes(value as TLocale);

/**
 * Layar Sapa, the greeting screen at the venue (issue 18 part 2): the couple's links (with the guest
 * list's permission, as the ushers'), and the screen's own page and stream, opened by the link alone.
 */
const screenRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = guestsContext(app);
  const screenCtx = (request: FastifyRequest): links.TScreenContext => ({
    ...ctx(request),
    events: app.events,
  });
  const hub = createScreenHub(app);

  app.get(
    '/api/invitations/:id/screens',
    { config: READ, schema: onInvitation({ response: { 200: ZScreenLinkList } }) },
    async (request) => ({ data: await links.listLinks(screenCtx(request), request.params.id) }),
  );

  app.post(
    '/api/invitations/:id/screens',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Make a greeting screen (Layar Sapa) link for this invitation; the link is shown once',
        body: ZScreenLinkCreate,
        response: { 201: ZScreenLinkCreated },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await links.createLink(screenCtx(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/screens/:screenId',
    {
      config: MANAGE,
      schema: signedIn({
        summary: 'Revoke a greeting screen link; its open screens close',
        params: ZScreenIdParams,
      }),
    },
    async (request, reply) => {
      await links.revokeLink(screenCtx(request), request.params.screenId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${SCREEN_PATH}/:token`,
    {
      config: SCREEN_RATE,
      schema: { hide: true, params: ZToken, querystring: z.object({ lang: z.string().optional() }) },
    },
    async (request, reply) => {
      const lang = request.query.lang;
      try {
        const screen = await links.openScreen(app.db, request.params.token, app.clock.now());
        const { invitation, template } = screen;
        const content = invitation.content as TInvitationContentDraft;
        const html = renderScreenPage({
          locale: isLocale(lang) ? lang : invitation.pageLanguage === 'en' ? 'en' : 'id',
          component: template?.component ?? '',
          theme: { palette: template?.palette ?? {}, fonts: template?.fonts ?? {} },
          couple: coupleNames(content),
          wall: await hub.wallOf(invitation),
          eventsUrl: `${SCREEN_PATH}/${encodeURIComponent(request.params.token)}/events`,
        });
        return reply.headers(SCREEN_HEADERS).send(html);
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
        return reply
          .status(404)
          .headers(SCREEN_HEADERS)
          .send(renderScreenClosedPage(isLocale(lang) ? lang : 'id'));
      }
    },
  );

  app.get(
    `${SCREEN_PATH}/:token/events`,
    {
      config: SCREEN_RATE,
      schema: { hide: true, params: ZToken, querystring: z.object({ since: z.string().max(60).optional() }) },
    },
    async (request, reply) => {
      const screen = await links.openScreen(app.db, request.params.token, app.clock.now());
      const lastEventId = request.headers['last-event-id'];
      await hub.open(reply, screen, typeof lastEventId === 'string' ? lastEventId : request.query.since);
      return reply;
    },
  );
};

export default screenRoutes;
