import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USHER_PIN_HEADER,
  USHER_TOKEN_HEADER,
  ZGiftBookRetention,
  ZGiftCreate,
  ZGiftEntry,
  ZGiftExportQuery,
  ZGiftIdParams,
  ZGiftList,
  ZGiftListQuery,
  ZGiftSummary,
  ZGiftUpdate,
  ZGuestPrivacy,
  ZMessage,
  ZUsherGiftCreate,
  ZUsherGiftEntry,
} from '@undangin/shared';
import { routeSchemas } from '../../../lib/route-schema';
import { sendDownload } from '../../../lib/send-download';
import { authenticateUsher } from '../check-in/ushers';
import { guestsContext } from '../context';
import { MANAGE, ownerSchemas, READ } from '../route-schema';
import * as service from './service';

const { onInvitation } = ownerSchemas('gift book');
const onGift = routeSchemas('gift book').signedInOn(ZGiftIdParams);
const { tagged } = routeSchemas('check-in (usher)');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Buku Kondangan: the couple's (and administrators') reading and keeping of the book, and the one
 * door call an usher makes to add to it. The guest's own report is one of the public page's forms.
 */
const giftBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = guestsContext(app);

  app.get(
    '/invitations/:id/gifts',
    {
      config: READ,
      schema: onInvitation({
        summary: 'The gift book, filtered by kind, source or unconfirmed reports, one page',
        querystring: ZGiftListQuery,
        response: { 200: ZGiftList },
      }),
    },
    async (request) => service.listGifts(ctx(request), request.params.id, request.query),
  );

  app.get(
    '/invitations/:id/gifts/summary',
    {
      config: READ,
      schema: onInvitation({
        summary: 'Counts and sums of the confirmed entries by kind and source, and the reports waiting',
        response: { 200: ZGiftSummary },
      }),
    },
    async (request) => service.giftSummary(ctx(request), request.params.id),
  );

  app.get(
    '/invitations/:id/gifts/export',
    {
      config: READ,
      schema: onInvitation({
        summary: 'The gift book (the list’s filters) as .xlsx, with a totals sheet, or .csv',
        querystring: ZGiftExportQuery,
      }),
    },
    async (request, reply) =>
      sendDownload(reply, await service.exportGifts(ctx(request), request.params.id, request.query)),
  );

  app.post(
    '/invitations/:id/gifts',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Note what a guest, or a name not on the list, gave',
        body: ZGiftCreate,
        response: { 201: ZGiftEntry },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await service.createGift(ctx(request), request.params.id, request.body)),
  );

  app.patch(
    '/gifts/:giftId',
    { config: MANAGE, schema: onGift({ body: ZGiftUpdate, response: { 200: ZGiftEntry } }) },
    async (request) => service.updateGift(ctx(request), request.params.giftId, request.body),
  );

  app.post(
    '/gifts/:giftId/confirm',
    {
      config: MANAGE,
      schema: onGift({
        summary: 'Accept a guest’s report of their transfer, so it counts in the totals',
        response: { 200: ZGiftEntry },
      }),
    },
    async (request) => service.confirmGift(ctx(request), request.params.giftId),
  );

  app.delete(
    '/gifts/:giftId',
    { config: MANAGE, schema: onGift({ response: { 200: ZMessage } }) },
    async (request) => {
      await service.deleteGift(ctx(request), request.params.giftId);
      return { message: 'Catatan dihapus' };
    },
  );

  app.put(
    '/invitations/:id/guests/privacy/gift-book',
    {
      config: MANAGE,
      schema: onInvitation({
        summary: 'Whether the gift book stays when guests’ contacts are erased after the event',
        body: ZGiftBookRetention,
        response: { 200: ZGuestPrivacy },
      }),
    },
    async (request) =>
      service.setGiftBookRetention(ctx(request), request.params.id, request.body.keepGiftBook),
  );

  // Ushers hold no account: the access's secret (and PIN) in headers opens one invitation, as at the door.
  app.post(
    '/usher/gifts',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: tagged({
        summary: 'Note an envelope or a gift a guest handed over; answers that entry alone',
        body: ZUsherGiftCreate,
        response: { 201: ZUsherGiftEntry },
      }),
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { usher, invitation } = await authenticateUsher(
        app.db,
        header(request, USHER_TOKEN_HEADER),
        header(request, USHER_PIN_HEADER),
        now,
      );
      const entry = await service.recordAtDoor(
        { db: app.db, now, invitationId: invitation.id, usher: { id: usher.id, name: usher.name } },
        request.body,
      );
      return reply.status(201).send(entry);
    },
  );
};

export default giftBookRoutes;
