import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client';
import { createMediaSigner } from '../../lib/signing';
import type { TAuthUser } from '../auth/plugin';
import type { TEventBus } from '../../plugins/events';
import type { TStorage } from '../../plugins/storage';
import { requireAccess } from './access';
import * as repo from './repository';

/** What the invitation services need from a request, and nothing more of the app. */
export type TInvitationsContext = {
  db: TDb;
  actor: TAuthUser;
  now: Date;
  storage: TStorage;
  events: TEventBus;
  log: FastifyBaseLogger;
  /** The editor's preview token for a draft's files. */
  mediaToken: (invitationId: string) => string;
};

/** Builds each request's context; the media signer's key is derived once. */
export function invitationsContext(app: FastifyInstance) {
  const media = createMediaSigner(app.config.jwtSecret);
  return (request: FastifyRequest): TInvitationsContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    storage: app.storage,
    events: app.events,
    log: request.log,
    mediaToken: media.token,
  });
}

/** The couple's own routes: an administrator reaches only their own invitations here. */
export async function ownedInvitation(
  ctx: Pick<TInvitationsContext, 'db' | 'actor'>,
  id: string,
): Promise<repo.TInvitationWithTemplate> {
  return requireAccess(ctx.actor, await repo.findInvitationById(ctx.db, id), {
    reach: 'owner',
    ownerOf: (row) => row.invitation.userId,
  });
}
