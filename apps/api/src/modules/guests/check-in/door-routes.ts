import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckInGuest,
  ZCheckInGuestList,
  ZCheckInResult,
  ZCheckInSearch,
  ZCheckInSummary,
  ZWalkIn,
} from '@undangin/shared';
import * as door from './service';

type TApp = Parameters<FastifyPluginAsyncZod>[0];

const ZLookupQuery = z.object({ code: z.string().trim().min(1, 'Kode tamu wajib diisi').max(500) });

/** One side of the door: the owner's screen or the usher's. */
export type TDoorSide = {
  /** Where the side's calls live: under the invitation for the owner, under /usher for an usher. */
  base: string;
  read: FastifyContextConfig;
  manage: FastifyContextConfig;
  /** The side's tag, security and path params around a call's own schema. */
  schema: <S extends object>(schema: S) => S;
  doorOf: (request: FastifyRequest) => Promise<door.TDoorContext>;
};

/**
 * The door's calls that both sides make alike (find a guest, look a code up, the live totals, a
 * walk-in): the same schemas and the same step, once the side has opened its door.
 */
export function registerDoorCalls(app: TApp, side: TDoorSide) {
  const { base, read, manage, schema, doorOf } = side;

  app.get(
    `${base}/lookup`,
    { config: read, schema: schema({ querystring: ZLookupQuery, response: { 200: ZCheckInGuest } }) },
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
}
