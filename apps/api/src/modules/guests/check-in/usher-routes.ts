import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRAND_COLORS,
  DOOR_SYNC_LIMITS,
  USHER_PIN_HEADER,
  USHER_TOKEN_HEADER,
  ZCheckInByCode,
  ZCheckInById,
  ZCheckInResult,
  ZDoorSync,
  ZDoorSyncResult,
  ZGuestIdParams,
  ZUsherRoster,
  ZUsherSession,
  ZUsherToken,
} from '@undangin/shared';
import { gzipLargeAnswer } from '../../../lib/gzip-answer';
import { routeSchemas } from '../../../lib/route-schema';
import { registerDoorCalls } from './door-routes';
import * as offline from './offline';
import * as door from './service';
import { authenticateUsher, invitationTitle, type TUsherSession } from './ushers';

/**
 * The largest operation (a gift's 500-character note, or a walk-in's name, group and phone) is under
 * 4 KB even with every character escaped, so a full queue fits and anything far bigger is refused
 * (413) before it is read.
 */
const SYNC_BODY_LIMIT = DOOR_SYNC_LIMITS.operations * 4 * 1024;

/** The usher app's web app manifest: installed from the usher's link, it opens at that link. */
function usherManifest(token: string) {
  const start = `/check-in/${token}`;
  return {
    name: 'Undangin Check-in',
    short_name: 'Check-in',
    lang: 'id',
    start_url: start,
    scope: start,
    display: 'standalone',
    background_color: BRAND_COLORS.primary,
    theme_color: BRAND_COLORS.primary,
    icons: [
      { src: '/icons/usher-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/usher-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
}

const { tagged } = routeSchemas('check-in (usher)');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The usher's check-in screen. Ushers hold no account, so these routes are public to the account
 * system and authenticated by the access's secret (and PIN) in headers; each opens one invitation only.
 */
const usherRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = (request: FastifyRequest): Promise<TUsherSession> =>
    authenticateUsher(
      app.db,
      header(request, USHER_TOKEN_HEADER),
      header(request, USHER_PIN_HEADER),
      app.clock.now(),
    );
  const doorOf = async (request: FastifyRequest): Promise<offline.TUsherDoor> => {
    const { usher, invitation } = await session(request);
    return {
      db: app.db,
      now: app.clock.now(),
      invitation,
      actor: { usherId: usher.id, name: usher.name },
      events: app.events,
    };
  };
  const config = { access: 'public' as const, rateLimit: { max: 600, timeWindow: '1 minute' } };

  app.get(
    '/usher/session',
    {
      config,
      schema: tagged({
        summary: 'The usher’s name and the invitation the access opens',
        response: { 200: ZUsherSession },
      }),
    },
    async (request) => {
      const { usher, invitation } = await session(request);
      return {
        usherName: usher.name,
        invitation: { id: invitation.id, title: invitationTitle(invitation), slug: invitation.slug },
      };
    },
  );

  registerDoorCalls(app, {
    base: '/usher',
    read: config,
    manage: config,
    schema: tagged,
    guestParams: ZGuestIdParams,
    doorOf,
  });

  app.get(
    '/usher/roster',
    {
      config,
      onSend: gzipLargeAnswer,
      schema: tagged({
        summary:
          'The whole door list for the usher app to keep offline (codes only as hashes); 304 when If-None-Match names it',
        response: { 200: ZUsherRoster, 304: z.undefined().describe('Unchanged since the list the phone holds') },
      }),
    },
    async (request, reply) => {
      const roster = await offline.roster(await doorOf(request));
      const tag = offline.rosterTag(roster);
      void reply.header('etag', tag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send(undefined);
      return roster;
    },
  );

  app.post(
    '/usher/sync',
    {
      config,
      bodyLimit: SYNC_BODY_LIMIT,
      schema: tagged({
        summary: 'Settle what the usher app queued offline, in order; a replayed operation changes nothing',
        body: ZDoorSync,
        response: { 200: ZDoorSyncResult },
      }),
    },
    async (request) => offline.sync(await doorOf(request), request.body),
  );

  app.get(
    '/usher/manifest/:token',
    {
      config,
      schema: tagged({
        summary: 'The usher app’s web app manifest for one usher link (no data: the token is not looked up)',
        params: z.object({ token: ZUsherToken }),
      }),
    },
    async (request, reply) =>
      reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(usherManifest(request.params.token))),
  );

  app.post(
    '/usher/check-in',
    { config, schema: tagged({ body: ZCheckInByCode, response: { 200: ZCheckInResult } }) },
    async (request) => door.checkInByCode(await doorOf(request), request.body),
  );

  app.post(
    '/usher/guests/:guestId/check-in',
    {
      config,
      schema: tagged({ params: ZGuestIdParams, body: ZCheckInById, response: { 200: ZCheckInResult } }),
    },
    async (request) => door.checkInById(await doorOf(request), request.params.guestId, request.body),
  );
};

export default usherRoutes;
