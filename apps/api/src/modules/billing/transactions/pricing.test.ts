import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../lib/errors';
import { addDays, type TResolvedPlan } from '../../invitations/entitlements';
import { daysLeft, nextActiveUntil } from '../packages/plan';
import type { TPackageRow } from '../packages/repository';
import { quote } from './pricing';

const NOW = new Date('2026-03-01T05:00:00.000Z');
const HOUR = 60 * 60 * 1000;

function pkg(code: string, price: number, activeDays: number, isDefault = false): TPackageRow {
  return {
    id: `id-${code}`,
    code,
    name: code[0]!.toUpperCase() + code.slice(1),
    description: '',
    price,
    guestLimit: 100,
    activeDays,
    galleryLimit: 10,
    templateTier: 'free',
    musicUpload: false,
    qrCheckin: false,
    wishesModeration: false,
    showBranding: true,
    sortOrder: 0,
    active: true,
    isDefault,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

const gratis = pkg('gratis', 0, 14, true);
const basic = pkg('basic', 49_000, 60);
const premium = pkg('premium', 99_000, 180);
const onBasic = (activeUntil: Date): TResolvedPlan => ({ package: basic, activeUntil, bought: true });

/** The field error quote() refuses with, or 'accepted'. */
function refusal(current: TResolvedPlan, target: TPackageRow): string | undefined {
  try {
    quote(current, target, NOW);
  } catch (err) {
    return (err as AppError).options.errors?.packageId?.[0];
  }
  return 'accepted';
}

describe('quote: what can be bought', () => {
  const free: TResolvedPlan = { package: gratis, activeUntil: addDays(NOW, 10), bought: false };

  it('refuses the default package, which every invitation already has for free', () => {
    expect(refusal(free, gratis)).toMatch(/gratis dan sudah berlaku/);
    expect(refusal(free, { ...gratis, price: 49_000 })).toMatch(/gratis dan sudah berlaku/);
  });

  it('refuses a package priced 0 that is not the default one', () => {
    expect(refusal(free, pkg('promo', 0, 30))).toMatch(/gratis dan sudah berlaku/);
  });

  it('sells a package priced 1 rupiah', () => {
    expect(refusal(free, pkg('receh', 1, 30))).toBe('accepted');
  });

  it('refuses a package switched off, whatever the plan', () => {
    expect(refusal(free, { ...premium, active: false })).toMatch(/tidak dijual/);
    expect(refusal(onBasic(addDays(NOW, 30)), { ...basic, active: false })).toMatch(/tidak dijual/);
  });
});

describe('quote: an upgrade pays back the unused days of the current period', () => {
  it('gives no credit once the plan has ended (0 days left), nor a minute after', () => {
    for (const end of [NOW, new Date(NOW.getTime() - 60_000)]) {
      expect(quote(onBasic(end), premium, NOW)).toEqual({
        packagePrice: 99_000,
        credit: 0,
        creditDays: 0,
        previousPackageId: null,
      });
    }
  });

  it('pays back one day for the last day, counted whole', () => {
    expect(quote(onBasic(new Date(NOW.getTime() + HOUR)), premium, NOW)).toMatchObject({
      credit: 816,
      creditDays: 1,
      previousPackageId: basic.id,
    });
    expect(quote(onBasic(addDays(NOW, 1)), premium, NOW)).toMatchObject({ credit: 816, creditDays: 1 });
  });

  it('pays back part of the price for part of the period', () => {
    expect(quote(onBasic(addDays(NOW, 40)), premium, NOW)).toMatchObject({ credit: 32_666, creditDays: 40 });
  });

  it('pays back the whole price for a whole period, and no more for renewals bought ahead', () => {
    expect(quote(onBasic(addDays(NOW, 60)), premium, NOW)).toMatchObject({ credit: 49_000, creditDays: 60 });
    expect(quote(onBasic(addDays(NOW, 110)), premium, NOW)).toMatchObject({ credit: 49_000, creditDays: 60 });
  });

  it('refuses a package of equal or lower price while a paid one is active', () => {
    expect(refusal(onBasic(addDays(NOW, 30)), pkg('gold', 49_000, 90))).toMatch(/lebih tinggi/);
    expect(refusal({ package: premium, activeUntil: addDays(NOW, 30), bought: true }, basic)).toMatch(
      /lebih tinggi/,
    );
  });

  it('charges a renewal and a purchase from the free package in full', () => {
    expect(quote(onBasic(addDays(NOW, 30)), basic, NOW)).toMatchObject({ credit: 0, creditDays: 0 });
    const free: TResolvedPlan = { package: gratis, activeUntil: addDays(NOW, 10), bought: false };
    expect(quote(free, premium, NOW)).toMatchObject({ credit: 0, creditDays: 0 });
  });
});

describe('daysLeft: whole days of the period, the last part-day counted whole', () => {
  it('counts 0 at the end and after it', () => {
    expect(daysLeft(NOW, NOW)).toBe(0);
    expect(daysLeft(new Date(NOW.getTime() - 1), NOW)).toBe(0);
    expect(daysLeft(addDays(NOW, -3), NOW)).toBe(0);
  });

  it('counts 1 from a millisecond up to a whole day, 2 just past it', () => {
    expect(daysLeft(new Date(NOW.getTime() + 1), NOW)).toBe(1);
    expect(daysLeft(addDays(NOW, 1), NOW)).toBe(1);
    expect(daysLeft(new Date(addDays(NOW, 1).getTime() + 1), NOW)).toBe(2);
    expect(daysLeft(addDays(NOW, 60), NOW)).toBe(60);
  });
});

describe('nextActiveUntil: the new period', () => {
  it('runs an upgrade its own period from now, without the credited days on top', () => {
    expect(nextActiveUntil(onBasic(addDays(NOW, 40)), premium, NOW)).toEqual(addDays(NOW, 180));
    expect(nextActiveUntil(onBasic(addDays(NOW, 60)), premium, NOW)).toEqual(addDays(NOW, 180));
  });

  it('carries over the days bought beyond one period, which the credit did not pay back', () => {
    expect(nextActiveUntil(onBasic(addDays(NOW, 110)), premium, NOW)).toEqual(addDays(NOW, 180 + 50));
  });

  it('extends a renewal from the current end, and starts from now once the plan has ended', () => {
    expect(nextActiveUntil(onBasic(addDays(NOW, 40)), basic, NOW)).toEqual(addDays(NOW, 100));
    expect(nextActiveUntil(onBasic(addDays(NOW, -5)), premium, NOW)).toEqual(addDays(NOW, 180));
  });

  it('counts a renewal after a lapse from now, not from the old end', () => {
    expect(nextActiveUntil(onBasic(addDays(NOW, -5)), basic, NOW)).toEqual(addDays(NOW, 60));
    expect(nextActiveUntil(onBasic(new Date(NOW.getTime() - 1)), basic, NOW)).toEqual(addDays(NOW, 60));
    expect(nextActiveUntil(onBasic(NOW), basic, NOW)).toEqual(addDays(NOW, 60));
  });

  it('extends a renewal made a millisecond before the end from that end', () => {
    const end = new Date(NOW.getTime() + 1);
    expect(nextActiveUntil(onBasic(end), basic, NOW)).toEqual(addDays(end, 60));
  });

  it('never shortens an upgrade below the new period, whatever was left', () => {
    for (const left of [-5, 0, 1, 30, 59, 60]) {
      expect(nextActiveUntil(onBasic(addDays(NOW, left)), premium, NOW)).toEqual(addDays(NOW, 180));
    }
    expect(nextActiveUntil(onBasic(addDays(NOW, 61)), premium, NOW)).toEqual(addDays(NOW, 181));
  });

  it('never shortens the free period', () => {
    const free: TResolvedPlan = { package: gratis, activeUntil: addDays(NOW, 10), bought: false };
    expect(nextActiveUntil(free, premium, NOW)).toEqual(addDays(NOW, 180));
    const shortPaid = pkg('kilat', 10_000, 7);
    expect(nextActiveUntil(free, shortPaid, NOW)).toEqual(addDays(NOW, 10));
  });

  it('keeps the free end when it falls exactly where the paid period would, or a millisecond later', () => {
    const shortPaid = pkg('kilat', 10_000, 10);
    const endsAt = (end: Date): TResolvedPlan => ({ package: gratis, activeUntil: end, bought: false });
    expect(nextActiveUntil(endsAt(addDays(NOW, 10)), shortPaid, NOW)).toEqual(addDays(NOW, 10));
    const justAfter = new Date(addDays(NOW, 10).getTime() + 1);
    expect(nextActiveUntil(endsAt(justAfter), shortPaid, NOW)).toEqual(justAfter);
  });
});
