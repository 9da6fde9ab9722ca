import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { countInvitationsOfUser, lockUser } from '../users/repository';
import { assertInvitationRoom } from './account-limit';

vi.mock('../users/repository', () => ({ lockUser: vi.fn(), countInvitationsOfUser: vi.fn() }));

const tx = {} as never;
const couple = { id: 'u1', role: 'user' } as never;
const admin = { id: 'a1', role: 'admin' } as never;

async function refusal(run: () => Promise<void>) {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError)
      return { status: err.statusCode, code: err.options.code, message: err.message };
    throw err;
  }
  return undefined;
}

describe('assertInvitationRoom', () => {
  beforeEach(() => {
    vi.mocked(lockUser).mockReset();
    vi.mocked(countInvitationsOfUser).mockReset();
  });

  it('lets a couple create up to the twentieth invitation, under the lock of their account', async () => {
    vi.mocked(countInvitationsOfUser).mockResolvedValue(19);
    expect(await refusal(() => assertInvitationRoom(tx, couple))).toBeUndefined();
    expect(lockUser).toHaveBeenCalledWith(tx, 'u1');
    expect(countInvitationsOfUser).toHaveBeenCalledWith(tx, 'u1');
    vi.mocked(countInvitationsOfUser).mockResolvedValue(0);
    expect(await refusal(() => assertInvitationRoom(tx, couple))).toBeUndefined();
  });

  it('refuses the twenty-first', async () => {
    vi.mocked(countInvitationsOfUser).mockResolvedValue(20);
    expect(await refusal(() => assertInvitationRoom(tx, couple))).toEqual({
      status: 409,
      code: 'LIMIT_REACHED',
      message:
        'Akun Anda sudah memiliki 20 undangan, batas untuk satu akun. ' +
        'Hapus undangan yang tidak dipakai lagi untuk membuat undangan baru.',
    });
  });

  it('exempts administrators without counting', async () => {
    vi.mocked(countInvitationsOfUser).mockResolvedValue(500);
    expect(await refusal(() => assertInvitationRoom(tx, admin))).toBeUndefined();
    expect(lockUser).not.toHaveBeenCalled();
  });
});
