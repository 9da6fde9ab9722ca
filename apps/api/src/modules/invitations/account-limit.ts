import { ERROR_CODES, MAX_INVITATIONS_PER_ACCOUNT } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { TAuthUser } from '../auth/plugin';
import { countInvitationsOfUser, lockUser } from '../users/repository';

/**
 * Refuses a new invitation past the per-account cap (administrators exempt). Call inside the
 * transaction that inserts it: the user's row lock makes two creates of one account queue, not both pass.
 */
export async function assertInvitationRoom(tx: TDbOrTx, user: TAuthUser): Promise<void> {
  if (user.role === 'admin') return;
  await lockUser(tx, user.id);
  if ((await countInvitationsOfUser(tx, user.id)) >= MAX_INVITATIONS_PER_ACCOUNT) {
    throw new AppError(
      409,
      `Akun Anda sudah memiliki ${MAX_INVITATIONS_PER_ACCOUNT} undangan, batas untuk satu akun. ` +
        'Hapus undangan yang tidak dipakai lagi untuk membuat undangan baru.',
      { code: ERROR_CODES.limitReached },
    );
  }
}
