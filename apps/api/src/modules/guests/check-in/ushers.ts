import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CHECK_IN_CODES,
  coupleNames,
  type TUsher,
  type TUsherCreate,
  type TUsherCreated,
  ZUsherCreate,
  ZUsherToken,
} from '@undangin/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { requireAccess } from '../../invitations/access';
import { ownedInvitation, type TGuestsContext } from '../context';
import { contentOf } from '../presenter';
import * as guestsRepo from '../repository';
import * as repo from './ushers-repository';

/**
 * Check-in access for ushers, who hold no account: the owner creates one per usher (a name, a secret
 * link and an optional PIN), and revokes it at any time. Only hashes are stored.
 */

const PIN_ATTEMPTS = 5;
const PIN_LOCK_MS = 15 * 60 * 1000;
/** Seen-times are written at most this often, not on every poll of the live totals. */
const SEEN_EVERY_MS = 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pinHash = (tokenHash: string, pin: string) => sha256(`${tokenHash}:${pin}`);

function toUsher(row: repo.TUsherRow & { checkIns: number }): TUsher {
  return {
    id: row.id,
    name: row.name,
    hasPin: row.pinHash !== null,
    checkIns: row.checkIns,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUshers(ctx: TGuestsContext, invitationId: string): Promise<TUsher[]> {
  const invitation = await ownedInvitation(ctx, invitationId);
  return (await repo.listUshers(ctx.db, invitation.id)).map(toUsher);
}

export async function createUsher(
  ctx: TGuestsContext,
  invitationId: string,
  body: TUsherCreate,
): Promise<TUsherCreated> {
  const invitation = await ownedInvitation(ctx, invitationId);
  const input = ZUsherCreate.parse(body);
  const token = randomBytes(24).toString('base64url');
  const tokenHash = sha256(token);
  const row = await repo.insertUsher(ctx.db, {
    invitationId: invitation.id,
    name: input.name,
    tokenHash,
    pinHash: input.pin ? pinHash(tokenHash, input.pin) : null,
    createdAt: ctx.now,
  });
  return { usher: toUsher({ ...row, checkIns: 0 }), token, link: `${ctx.appUrl}/check-in/${token}` };
}

export async function revokeUsher(ctx: TGuestsContext, usherId: string): Promise<void> {
  const found = requireAccess(ctx.actor, await repo.findUsherWithOwner(ctx.db, usherId), {
    reach: 'owner-or-admin',
    message: 'Akses penerima tamu tidak ditemukan',
    ownerOf: (usher) => usher.ownerId,
  });
  if (!found.usher.revokedAt) await repo.updateUsher(ctx.db, usherId, { revokedAt: ctx.now });
}

export type TUsherSession = { usher: repo.TUsherRow; invitation: guestsRepo.TInvitationRef };

const revoked = () =>
  new AppError(401, 'Akses check-in ini tidak berlaku atau sudah dicabut pemilik undangan.', {
    code: CHECK_IN_CODES.usherAccessRevoked,
  });

/** Opens the usher's access from the secret in the link and, when it has one, the PIN. */
export async function authenticateUsher(
  db: TDb,
  token: string | undefined,
  pin: string | undefined,
  now: Date,
): Promise<TUsherSession> {
  if (!token || !ZUsherToken.safeParse(token).success) throw revoked();
  const tokenHash = sha256(token);
  const usher = await repo.findUsherByTokenHash(db, tokenHash);
  if (!usher || usher.revokedAt) throw revoked();
  if (usher.pinHash) {
    if (usher.pinLockedUntil && usher.pinLockedUntil > now) {
      const seconds = Math.ceil((usher.pinLockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError(429, 'Terlalu banyak PIN salah. Coba lagi dalam 15 menit.', {
        code: CHECK_IN_CODES.pinLocked,
        headers: { 'retry-after': String(seconds) },
      });
    }
    if (!pin)
      throw new AppError(401, 'Masukkan PIN check-in dari pemilik undangan.', {
        code: CHECK_IN_CODES.pinRequired,
      });
    const given = Buffer.from(pinHash(tokenHash, pin));
    if (!timingSafeEqual(given, Buffer.from(usher.pinHash))) {
      await repo.countFailedPin(db, usher.id, PIN_ATTEMPTS, new Date(now.getTime() + PIN_LOCK_MS));
      throw new AppError(401, 'PIN salah.', { code: CHECK_IN_CODES.pinRequired });
    }
    if (usher.failedPins > 0) await repo.updateUsher(db, usher.id, { failedPins: 0, pinLockedUntil: null });
  }
  const invitation = await guestsRepo.findInvitation(db, usher.invitationId);
  if (!invitation) throw revoked();
  if (!usher.lastSeenAt || now.getTime() - usher.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await repo.updateUsher(db, usher.id, { lastSeenAt: now });
  }
  return { usher, invitation };
}

export function invitationTitle(invitation: guestsRepo.TInvitationRef): string {
  const couple = coupleNames(contentOf(invitation));
  return couple ? `Pernikahan ${couple}` : invitation.slug;
}
