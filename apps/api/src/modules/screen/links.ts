import { createHash, randomBytes } from 'node:crypto';
import {
  SCREEN_LIMITS,
  SCREEN_PATH,
  ZScreenLinkCreate,
  type TScreenLink,
  type TScreenLinkCreate,
  type TScreenLinkCreated,
} from '@undangin/shared';
import type { TDb } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { TEventBus } from '../../plugins/events';
import { ownedInvitation, type TGuestsContext } from '../guests/context';
import { requireAccess } from '../invitations/access';
import { findInvitationById } from '../invitations/repository';
import * as repo from './repository';

/**
 * Layar Sapa's links: the owner (or an administrator, as for ushers) makes one per screen, sees when
 * each was last on, and revokes it; the token is shown once and only its hash is kept.
 */

export type TScreenContext = TGuestsContext & { events: TEventBus };

/** Last-seen times are written at most this often, not on every reconnect. */
const SEEN_EVERY_MS = 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function toLink(row: repo.TScreenLinkRow): TScreenLink {
  return {
    id: row.id,
    name: row.name,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLinks(ctx: TScreenContext, invitationId: string): Promise<TScreenLink[]> {
  const invitation = await ownedInvitation(ctx, invitationId);
  return (await repo.listLinks(ctx.db, invitation.id)).map(toLink);
}

export async function createLink(
  ctx: TScreenContext,
  invitationId: string,
  body: TScreenLinkCreate,
): Promise<TScreenLinkCreated> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const input = ZScreenLinkCreate.parse(body);
  if ((await repo.countOpenLinks(ctx.db, invitation.id)) >= SCREEN_LIMITS.linksPerInvitation) {
    throw new AppError(
      422,
      `Paling banyak ${SCREEN_LIMITS.linksPerInvitation} layar aktif per undangan. Cabut layar yang tidak dipakai lagi.`,
      { errors: { name: [`Paling banyak ${SCREEN_LIMITS.linksPerInvitation} layar aktif per undangan`] } },
    );
  }
  const token = randomBytes(24).toString('base64url');
  const row = await repo.insertLink(ctx.db, {
    invitationId: invitation.id,
    name: input.name,
    tokenHash: sha256(token),
    createdAt: ctx.now,
  });
  return { screen: toLink(row), link: `${ctx.appUrl}${SCREEN_PATH}/${token}` };
}

/** Revokes the link; its screens, in whatever process, are told and close. */
export async function revokeLink(ctx: TScreenContext, screenId: string): Promise<void> {
  const found = requireAccess(ctx.actor, await repo.findLinkWithOwner(ctx.db, screenId), {
    reach: 'owner-or-admin',
    message: 'Layar tidak ditemukan',
    ownerOf: (link) => link.ownerId,
  });
  if (found.link.revokedAt) return;
  await repo.updateLink(ctx.db, screenId, { revokedAt: ctx.now });
  ctx.events.emit('screen.revoked', { screenId });
}

const SCREEN_CLOSED_MESSAGE = 'Tautan layar ini tidak berlaku atau sudah dicabut pemilik undangan.';

/** The screen a token opens, with its invitation and template; 404 for an unknown or revoked token. */
export async function openScreen(db: TDb, token: string, now: Date) {
  if (token.length > 100) throw notFound(SCREEN_CLOSED_MESSAGE);
  const link = await repo.findLinkByTokenHash(db, sha256(token));
  if (!link || link.revokedAt) throw notFound(SCREEN_CLOSED_MESSAGE);
  const found = await findInvitationById(db, link.invitationId);
  if (!found) throw notFound(SCREEN_CLOSED_MESSAGE);
  if (!link.lastSeenAt || now.getTime() - link.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await repo.updateLink(db, link.id, { lastSeenAt: now });
  }
  return { link, invitation: found.invitation, template: found.template };
}

export type TOpenScreen = Awaited<ReturnType<typeof openScreen>>;
