import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USHER_PIN_HEADER,
  USHER_TOKEN_HEADER,
  ZCheckInByCode,
  ZCheckInById,
  ZCheckInResult,
  ZGuestIdParams,
  ZUsherSession,
} from '@undangin/shared';
import { routeSchemas } from '../../../lib/route-schema';
import { registerDoorCalls } from './door-routes';
import * as door from './service';
import { authenticateUsher, invitationTitle, type TUsherSession } from './ushers';

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
  const doorOf = async (request: FastifyRequest): Promise<door.TDoorContext> => {
    const { usher, invitation } = await session(request);
    return { db: app.db, now: app.clock.now(), invitation, actor: { usherId: usher.id, name: usher.name } };
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

  registerDoorCalls(app, { base: '/usher', read: config, manage: config, schema: tagged, doorOf });

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
