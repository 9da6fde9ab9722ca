import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  allowanceFor,
  allowanceOf,
  allowanceViolations,
  isPlanExpired,
  planFor,
  resolvePlan,
  type TPackageAllowance,
} from './entitlements';
import { findPlanPackage, type TPlanPackageRow } from './plan-repository';

vi.mock('./plan-repository', () => ({ findPlanPackage: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T10:00:00Z');

const basic = {
  galleryLimit: 10,
  musicUpload: false,
  templateTier: 'free',
  wishesModeration: false,
  showBranding: true,
  guestLimit: 100,
  qrCheckin: false,
  activeDays: 30,
} as unknown as TPlanPackageRow;

const allowance: TPackageAllowance = {
  galleryMax: 10,
  musicUpload: false,
  premiumTemplates: false,
  wishesModeration: false,
  showMark: true,
  guestLimit: 100,
  qrCheckin: false,
};

describe('addDays', () => {
  it('adds whole days of 24 hours, forwards and back', () => {
    expect(addDays(now, 30).getTime()).toBe(now.getTime() + 30 * DAY);
    expect(addDays(now, 0).getTime()).toBe(now.getTime());
    expect(addDays(now, -1).getTime()).toBe(now.getTime() - DAY);
  });
});

describe('isPlanExpired', () => {
  const until = (ms: number) => ({ activeUntil: new Date(now.getTime() + ms) });

  it('ends at the period’s last instant and never without an end', () => {
    expect(isPlanExpired(until(1), now)).toBe(false);
    expect(isPlanExpired(until(0), now)).toBe(true);
    expect(isPlanExpired(until(-1), now)).toBe(true);
    expect(isPlanExpired({ activeUntil: null }, now)).toBe(false);
  });
});

describe('allowanceOf', () => {
  it('reads each limit from its own column', () => {
    expect(allowanceOf(basic)).toEqual(allowance);
    const premium = {
      ...basic,
      galleryLimit: 60,
      musicUpload: true,
      templateTier: 'premium',
      wishesModeration: true,
      showBranding: false,
      guestLimit: 1000,
      qrCheckin: true,
    } as TPlanPackageRow;
    expect(allowanceOf(premium)).toEqual({
      galleryMax: 60,
      musicUpload: true,
      premiumTemplates: true,
      wishesModeration: true,
      showMark: false,
      guestLimit: 1000,
      qrCheckin: true,
    });
  });
});

describe('allowanceViolations, one excess per input', () => {
  const within = { galleryCount: 0, templateTier: 'free' as const, wishesModeration: false };

  it('finds nothing within the allowance, the gallery’s limit included', () => {
    expect(allowanceViolations(allowance, within)).toEqual({});
    expect(allowanceViolations(allowance, { ...within, galleryCount: 10 })).toEqual({});
    expect(allowanceViolations(allowance, { ...within, templateTier: null })).toEqual({});
  });

  it('refuses one photo past the gallery’s limit', () => {
    expect(allowanceViolations(allowance, { ...within, galleryCount: 11 })).toEqual({
      'content.gallery': ['Galeri paket ini maksimal 10 foto. Hapus beberapa foto atau tingkatkan paket.'],
    });
  });

  it('refuses a premium template and moderation only where the package lacks them', () => {
    expect(allowanceViolations(allowance, { ...within, templateTier: 'premium' })).toEqual({
      templateId: [
        'Template premium hanya tersedia di paket berbayar. Pilih template gratis atau tingkatkan paket.',
      ],
    });
    expect(allowanceViolations(allowance, { ...within, wishesModeration: true })).toEqual({
      'content.settings.wishesModeration': ['Moderasi ucapan hanya tersedia di paket berbayar.'],
    });
    const paid = { ...allowance, premiumTemplates: true, wishesModeration: true };
    expect(allowanceViolations(paid, { ...within, templateTier: 'premium', wishesModeration: true })).toEqual(
      {},
    );
  });
});

describe('the plan of an invitation', () => {
  const invitation = { id: 'i1', createdAt: new Date('2026-05-01T08:00:00Z') };

  beforeEach(() => {
    vi.mocked(findPlanPackage).mockReset();
  });

  it('counts the default package’s period from the invitation’s creation', async () => {
    vi.mocked(findPlanPackage).mockResolvedValue({ package: basic, activeUntil: null });
    expect(await resolvePlan({} as never, invitation)).toEqual({
      package: basic,
      activeUntil: new Date(invitation.createdAt.getTime() + 30 * DAY),
      bought: false,
    });
    expect(findPlanPackage).toHaveBeenCalledWith({}, 'i1');
  });

  it('takes a bought package’s own end', async () => {
    const activeUntil = new Date('2027-01-01T00:00:00Z');
    vi.mocked(findPlanPackage).mockResolvedValue({ package: basic, activeUntil });
    expect(await resolvePlan({} as never, invitation)).toEqual({ package: basic, activeUntil, bought: true });
    expect(await planFor({} as never, invitation)).toEqual({ allowance, activeUntil });
    expect(await allowanceFor({} as never, invitation)).toEqual(allowance);
  });

  it('stops when no default package was seeded', async () => {
    vi.mocked(findPlanPackage).mockResolvedValue(undefined);
    await expect(resolvePlan({} as never, invitation)).rejects.toThrow('No default package');
  });
});
