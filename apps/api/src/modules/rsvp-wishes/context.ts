import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client';
import { derivedKey } from '../../lib/signing';
import type { TAuthUser } from '../auth/plugin';
import type { TEventBus } from '../../plugins/events';
import { createFormTokens, type TFormTokens } from './form-token';

/** What the RSVP and wishes services need from a request, and nothing more of the app. */
export type TRsvpWishesContext = {
  db: TDb;
  now: Date;
  events: TEventBus;
  /** Checks the public page's hidden form token. */
  forms: TFormTokens;
  /** Keys a wish writer's address, which is never stored as it is. */
  ipKey: Buffer;
};

/** The couple's routes: a signed-in owner. */
export type TWishesOwnerContext = TRsvpWishesContext & { actor: TAuthUser };

/** Builds each request's context; the keys are derived once. */
export function rsvpWishesContext(app: FastifyInstance) {
  const forms = createFormTokens(app.config.jwtSecret);
  const ipKey = derivedKey(app.config.jwtSecret, 'wish-author-ip');
  const contextOf = (): TRsvpWishesContext => ({
    db: app.db,
    now: app.clock.now(),
    events: app.events,
    forms,
    ipKey,
  });
  return {
    /** A guest's form: nobody is signed in. */
    guest: contextOf,
    /** Behind the 'manage invitation' permission, so a user is signed in. */
    owner: (request: FastifyRequest): TWishesOwnerContext => ({ ...contextOf(), actor: request.user! }),
  };
}
