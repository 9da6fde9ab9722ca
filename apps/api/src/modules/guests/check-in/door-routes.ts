import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZCheckInGuest,
  ZCheckInGuestList,
  ZCheckInLookup,
  ZCheckInResult,
  ZCheckInSearch,
  ZCheckInSummary,
  ZWalkIn,
} from '@undangin/shared';
import * as door from './service';

type TApp = Parameters<FastifyPluginAsyncZod>[0];

/** One side of the door: the owner's screen or the usher's. */
export type TDoorSide = {
  /** Where the side's calls live: under the invitation for the owner, under /usher for an usher. */
  base: string;
  read: FastifyContextConfig;
  manage: FastifyContextConfig;
  /** The side's tag, security and path params around a call's own schema. */
  schema: <S extends object>(schema: S) => S;
  /** The path params of a call on one guest: the side's own and `:guestId`. */
  guestParams: z.ZodType<{ guestId: string }>;
  doorOf: (request: FastifyRequest) => Promise<door.TDoorContext>;
};

/**
 * The door's calls that both sides make alike (find a guest, look a code up, the live totals, a
 * walk-in): the same schemas and the same step, once the side has opened its door.
 */
export function registerDoorCalls(app: TApp, side: TDoorSide) {
  const { base, read, manage, schema, guestParams, doorOf } = side;

  app.get(
    `${base}/lookup`,
    { config: read, schema: schema({ querystring: ZCheckInLookup, response: { 200: ZCheckInGuest } }) },
    async (request) => door.lookupByCode(await doorOf(request), request.query.code),
  );

  app.get(
    `${base}/guests`,
    { config: read, schema: schema({ querystring: ZCheckInSearch, response: { 200: ZCheckInGuestList } }) },
    async (request) => ({ data: await door.searchGuests(await doorOf(request), request.query.q) }),
  );

  app.get(
    `${base}/summary`,
    { config: read, schema: schema({ response: { 200: ZCheckInSummary } }) },
    async (request) => door.summary(await doorOf(request)),
  );

  app.post(
    `${base}/walk-in`,
    { config: manage, schema: schema({ body: ZWalkIn, response: { 201: ZCheckInResult } }) },
    async (request, reply) => reply.status(201).send(await door.walkIn(await doorOf(request), request.body)),
  );

  app.post(
    `${base}/guests/:guestId/souvenir`,
    {
      config: manage,
      schema: schema({
        summary: 'Hand a guest or household their souvenir, once; a second time says when and by whom (409)',
        params: guestParams,
        response: { 200: ZCheckInResult },
      }),
    },
    async (request) => door.giveSouvenir(await doorOf(request), request.params.guestId),
  );
}
