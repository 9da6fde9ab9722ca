import { FREE_GUEST_ALLOWANCE } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { planFor } from '../invitations/entitlements';
import { ERROR_CODES } from '@undangin/shared';

type TInvitationRef = { id: string; createdAt: Date };

/**
 * How many guests the invitation's package allows: the one place this area asks, reading the
 * invitation's entitlement, with the free allowance while the entitlement names no guest limit.
 */
export async function guestLimitFor(db: TDbOrTx, invitation: TInvitationRef): Promise<number> {
  const { allowance } = await planFor(db, invitation);
  const limit = (allowance as { guestLimit?: unknown }).guestLimit;
  return typeof limit === 'number' ? limit : FREE_GUEST_ALLOWANCE;
}

/** Whether the package includes QR check-in; allowed while the entitlement does not say. */
export async function checkInAllowedFor(db: TDbOrTx, invitation: TInvitationRef): Promise<boolean> {
  const { allowance } = await planFor(db, invitation);
  const allowed = (allowance as { qrCheckin?: unknown }).qrCheckin;
  return typeof allowed === 'boolean' ? allowed : true;
}

/** The refusal when guests would go past the limit: how many fit, and how to get more. */
export function guestLimitError(limit: number, current: number, adding: number): AppError {
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
