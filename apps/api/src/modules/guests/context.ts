import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client';
import type { TAuthUser } from '../auth/plugin';
import { requireAccess } from '../invitations/access';
import * as repo from './repository';

/** What the guests services need from a request: the database, the caller, the time and the app's address. */
export type TGuestsContext = { db: TDb; actor: TAuthUser; now: Date; appUrl: string };

/** Builds each signed-in request's context, for the guest list and the check-in alike. */
export function guestsContext(app: FastifyInstance) {
  return (request: FastifyRequest): TGuestsContext => ({
    db: app.db,
    actor: request.user!,
    now: app.clock.now(),
    appUrl: app.config.appUrl,
  });
}

/** Administrators manage any couple's guests and check-in, so they reach every invitation here. */
export async function ownedInvitation(
  ctx: TGuestsContext,
  invitationId: string,
): Promise<repo.TInvitationRef> {
  return requireAccess(ctx.actor, await repo.findInvitation(ctx.db, invitationId), {
    reach: 'owner-or-admin',
  });
}

export async function ownedGuest(
  ctx: TGuestsContext,
  guestId: string,
): Promise<{ guest: repo.TGuestRow; invitation: repo.TInvitationRef }> {
  return requireAccess(ctx.actor, await repo.findGuest(ctx.db, guestId), {
    reach: 'owner-or-admin',
    message: 'Tamu tidak ditemukan',
    ownerOf: (found) => found.invitation.userId,
  });
}
