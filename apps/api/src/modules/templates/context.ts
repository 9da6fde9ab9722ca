import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client';
import type { TAuthUser } from '../auth/plugin';
import type { TEventBus } from '../../plugins/events';
import type { TStorage } from '../../plugins/storage';

/** What the template services need from a request: the database, the caller, the time, files and the bus. */
export type TTemplatesContext = {
  db: TDb;
  actor: TAuthUser;
  now: Date;
  storage: TStorage;
  events: TEventBus;
  log: FastifyBaseLogger;
};

export function contextOf(request: FastifyRequest): TTemplatesContext {
  const app = request.server;
  return {
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    storage: app.storage,
    events: app.events,
    log: request.log,
  };
}
