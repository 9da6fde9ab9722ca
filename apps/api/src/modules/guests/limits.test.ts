import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { allowanceFor, type TPackageAllowance } from '../invitations/entitlements';
import { countGuests } from './repository';
import {
  assertGuestRoom,
  assertRoomForOne,
  checkInAllowedFor,
  checkInNotAllowedError,
  exceedsQuota,
  fitsGuestLimit,
  guestLimitFor,
} from './limits';

vi.mock('../invitations/entitlements', () => ({ allowanceFor: vi.fn() }));
vi.mock('./repository', () => ({ countGuests: vi.fn() }));

function refusal(run: () => void) {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError)
      return { status: err.statusCode, code: err.options.code, message: err.message };
    throw err;
  }
  return undefined;
}

describe('fitsGuestLimit', () => {
  it('fits up to the limit itself and not one past it', () => {
    expect(fitsGuestLimit(25, 0, 1)).toBe(true);
    expect(fitsGuestLimit(25, 24, 1)).toBe(true);
    expect(fitsGuestLimit(25, 25, 1)).toBe(false);
    expect(fitsGuestLimit(25, 20, 5)).toBe(true);
    expect(fitsGuestLimit(25, 20, 6)).toBe(false);
  });

  it('fits nothing new into a limit of 0, and adding nobody always fits what is there', () => {
    expect(fitsGuestLimit(0, 0, 1)).toBe(false);
    expect(fitsGuestLimit(0, 0, 0)).toBe(true);
    expect(fitsGuestLimit(25, 25, 0)).toBe(true);
  });
});

describe('assertGuestRoom', () => {
  it('lets a guest in up to the limit', () => {
    expect(refusal(() => assertGuestRoom(25, 24, 1))).toBeUndefined();
    expect(refusal(() => assertGuestRoom(25, 0, 25))).toBeUndefined();
  });

  it('refuses the guest past the limit, saying nothing is left', () => {
    expect(refusal(() => assertGuestRoom(25, 25, 1))).toEqual({
      status: 409,
      code: 'LIMIT_REACHED',
      message:
        'Batas tamu paket undangan ini 25 dan sudah terisi 25. Tidak ada tempat tersisa. ' +
        'Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    });
  });

  it('says how many still fit when an import brings more than that', () => {
    expect(refusal(() => assertGuestRoom(25, 24, 2))?.message).toBe(
      'Batas tamu paket undangan ini 25 dan sudah terisi 24. Masih muat 1 tamu lagi, sedangkan yang akan ' +
        'ditambahkan 2 tamu baru. Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    );
  });

  it('counts no room, not a negative one, when a smaller package holds more guests than it allows', () => {
    expect(refusal(() => assertGuestRoom(25, 30, 3))?.message).toBe(
      'Batas tamu paket undangan ini 25 dan sudah terisi 30. Tidak ada tempat tersisa, sedangkan yang akan ' +
        'ditambahkan 3 tamu baru. Tingkatkan paket di menu Paket untuk menambah batas tamu.',
    );
  });
});

describe('exceedsQuota', () => {
  it('lets a party up to the quota in without asking, and asks from one past it', () => {
    expect(exceedsQuota(1, 2)).toBe(false);
    expect(exceedsQuota(2, 2)).toBe(false);
    expect(exceedsQuota(3, 2)).toBe(true);
  });
});

describe('checkInNotAllowedError', () => {
  it('answers 403 with the package-feature code', () => {
    const err = checkInNotAllowedError();
    expect([err.statusCode, err.options.code]).toEqual([403, 'PACKAGE_FEATURE']);
  });
});

describe('what the package allows the guests area', () => {
  const allowance: TPackageAllowance = {
    galleryMax: 10,
    musicUpload: false,
    premiumTemplates: false,
    wishesModeration: false,
    showMark: true,
    guestLimit: 150,
    qrCheckin: false,
  };
  const invitation = { id: 'i1', createdAt: new Date('2026-01-01T00:00:00Z') };

  beforeEach(() => {
    vi.mocked(allowanceFor).mockResolvedValue(allowance);
  });

  it('reads the guest limit and QR check-in from the invitation’s allowance', async () => {
    expect(await guestLimitFor({} as never, invitation)).toBe(150);
    expect(await checkInAllowedFor({} as never, invitation)).toBe(false);
    vi.mocked(allowanceFor).mockResolvedValue({ ...allowance, qrCheckin: true });
    expect(await checkInAllowedFor({} as never, invitation)).toBe(true);
    expect(allowanceFor).toHaveBeenCalledWith({}, invitation);
  });

  it('makes room for one more guest up to the package’s limit', async () => {
    const db = {} as never;
    vi.mocked(countGuests).mockResolvedValue(149);
    await expect(assertRoomForOne(db, invitation)).resolves.toBeUndefined();
    expect(countGuests).toHaveBeenCalledWith(db, 'i1');
    vi.mocked(countGuests).mockResolvedValue(150);
    await expect(assertRoomForOne(db, invitation)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Batas tamu paket undangan ini 150 dan sudah terisi 150.'),
    });
  });
});
