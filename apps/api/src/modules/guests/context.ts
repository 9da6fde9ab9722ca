import type { TDb } from '../../db/client';
import type { TAuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import * as repo from './repository';

/** What the guests services need from a request: the database, the caller, the time and the app's address. */
export type TGuestsContext = { db: TDb; actor: TAuthUser; now: Date; appUrl: string };

export function canManage(actor: TAuthUser, invitation: { userId: string }): boolean {
  return actor.role === 'admin' || invitation.userId === actor.id;
}

/** Another user's invitation is answered exactly like one that does not exist. */
export async function ownedInvitation(
  ctx: TGuestsContext,
  invitationId: string,
): Promise<repo.TInvitationRef> {
  const invitation = await repo.findInvitation(ctx.db, invitationId);
  if (!invitation || !canManage(ctx.actor, invitation)) throw notFound('Undangan tidak ditemukan');
  return invitation;
}

export async function ownedGuest(
  ctx: TGuestsContext,
  guestId: string,
): Promise<{ guest: repo.TGuestRow; invitation: repo.TInvitationRef }> {
  const found = await repo.findGuest(ctx.db, guestId);
  if (!found || !canManage(ctx.actor, found.invitation)) throw notFound('Tamu tidak ditemukan');
  return found;
}
