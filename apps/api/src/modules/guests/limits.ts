import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { allowanceFor } from '../invitations/entitlements';
import { ERROR_CODES } from '@undangin/shared';
import { countGuests } from './repository';

type TInvitationRef = { id: string; createdAt: Date };

/** How many guests the invitation's package allows: the one place this area asks. */
export async function guestLimitFor(db: TDbOrTx, invitation: TInvitationRef): Promise<number> {
  return (await allowanceFor(db, invitation)).guestLimit;
}

/** Whether the invitation's package includes QR check-in. */
export async function checkInAllowedFor(db: TDbOrTx, invitation: TInvitationRef): Promise<boolean> {
  return (await allowanceFor(db, invitation)).qrCheckin;
}

/** Whether `adding` more guests still fit beside the `current` ones: the limit itself is allowed. */
export function fitsGuestLimit(limit: number, current: number, adding: number): boolean {
  return current + adding <= limit;
}

/** Refuses guests that would go past the limit: 409 LIMIT_REACHED, saying how many still fit. */
export function assertGuestRoom(limit: number, current: number, adding: number): void {
  if (!fitsGuestLimit(limit, current, adding)) throw guestLimitError(limit, current, adding);
}

/** Refuses one more guest once the package is full: a guest added by hand, or a walk-in at the door. */
export async function assertRoomForOne(db: TDbOrTx, invitation: TInvitationRef): Promise<void> {
  const [limit, current] = await Promise.all([guestLimitFor(db, invitation), countGuests(db, invitation.id)]);
  assertGuestRoom(limit, current, 1);
}

/** A guest arriving with more people than their quota: the door asks for a confirmation first. */
export function exceedsQuota(pax: number, quota: number): boolean {
  return pax > quota;
}

/** The refusal when guests would go past the limit: how many fit, and how to get more. */
function guestLimitError(limit: number, current: number, adding: number): AppError {
  const free = Math.max(0, limit - current);
  const room = free > 0 ? `Masih muat ${free} tamu lagi` : 'Tidak ada tempat tersisa';
  const adds = adding > 1 ? `, sedangkan yang akan ditambahkan ${adding} tamu baru` : '';
  return new AppError(
    409,
    `Batas tamu paket undangan ini ${limit} dan sudah terisi ${current}. ${room}${adds}. ` +
      'Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    { code: ERROR_CODES.limitReached },
  );
}

export function checkInNotAllowedError(): AppError {
  return new AppError(
    403,
    'Check-in QR tidak termasuk dalam paket undangan ini. Tingkatkan paket di menu Paket untuk memakainya.',
    { code: 'PACKAGE_FEATURE' },
  );
}
