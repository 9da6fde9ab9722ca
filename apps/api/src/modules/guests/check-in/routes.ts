import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckInByCode,
  ZCheckInById,
  ZCheckInResult,
  ZGuestIdParams,
  ZInvitationGuestsParams,
  ZUsherCreate,
  ZUsherCreated,
  ZUsherIdParams,
  ZUsherList,
} from '@undangin/shared';
import { guestsContext, ownedGuest, ownedInvitation } from '../context';
import { MANAGE, ownerSchemas, READ } from '../route-schema';
import { registerDoorCalls } from './door-routes';
import * as door from './service';
import * as ushers from './ushers';

const { onInvitation, onGuest, signedIn } = ownerSchemas('check-in');

/** The owner's side of the door: checking guests in, live totals, and the ushers' access. */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = guestsContext(app);
  const doorOf = async (request: FastifyRequest, invitationId: string): Promise<door.TDoorContext> => {
    const c = ctx(request);
    const invitation = await ownedInvitation(c, invitationId);
    return {
      db: c.db,
      now: c.now,
      invitation,
      actor: { usherId: null, name: c.actor.name },
      events: app.events,
    };
  };

  app.post(
    '/guests/:guestId/check-in',
    {
      config: MANAGE,
      schema: onGuest({ body: ZCheckInById, response: { 200: ZCheckInResult } }),
    },
    async (request) => {
      const c = ctx(request);
      const { guest, invitation } = await ownedGuest(c, request.params.guestId);
      const doorCtx = {
        db: c.db,
        now: c.now,
        invitation,
        actor: { usherId: null, name: c.actor.name },
        events: app.events,
      };
      return door.checkInById(doorCtx, guest.id, request.body);
    },
  );

  app.post(
    '/invitations/:id/check-in',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Check a guest in by the code in their QR (the personal link or the bare code)',
        body: ZCheckInByCode,
        response: { 200: ZCheckInResult },
      }),
    },
    async (request) => door.checkInByCode(await doorOf(request, request.params.id), request.body),
  );

  registerDoorCalls(app, {
    base: '/invitations/:id/check-in',
    read: READ,
    manage: MANAGE,
    schema: onInvitation,
    guestParams: ZInvitationGuestsParams.extend(ZGuestIdParams.shape),
    // The base's `:id`, which onInvitation's params schema has checked before any call runs.
    doorOf: (request) => doorOf(request, (request.params as { id: string }).id),
  });

  app.get(
    '/invitations/:id/ushers',
    {
      config: READ,
      schema: onInvitation({ response: { 200: ZUsherList } }),
    },
    async (request) => ({ data: await ushers.listUshers(ctx(request), request.params.id) }),
  );

  app.post(
    '/invitations/:id/ushers',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Give an usher access to this invitation’s check-in screen; the link is shown once',
        body: ZUsherCreate,
        response: { 201: ZUsherCreated },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await ushers.createUsher(ctx(request), request.params.id, request.body)),
  );

  app.delete(
    '/ushers/:usherId',
    {
      config: MANAGE,
      schema: signedIn({ summary: 'Revoke an usher’s access', params: ZUsherIdParams }),
    },
    async (request, reply) => {
      await ushers.revokeUsher(ctx(request), request.params.usherId);
      return reply.status(204).send();
    },
  );
};

export default checkInRoutes;
