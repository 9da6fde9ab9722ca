import { describe, expect, it } from 'vitest';
import type { TInvitationPlan, TPackage } from '@undangin/shared/billing/schemas';
import { packageFixture } from '../../../test/package-fixture';
import { offerFor } from './price';

const pkg = (code: string, price: number, extra: Partial<TPackage> = {}): TPackage =>
  packageFixture({
    id: code,
    code,
    name: code,
    price,
    guestLimit: 100,
    activeDays: 30,
    galleryLimit: 10,
    showBranding: false,
    ...extra,
  });
const gratis = pkg('gratis', 0, { isDefault: true });
const basic = pkg('basic', 49_000);
const premium = pkg('premium', 99_000);
const plan = (current: TPackage, expired = false): TInvitationPlan => ({
  invitationId: 'i',
  package: current,
  activeUntil: '2030-01-01T00:00:00.000Z',
  daysLeft: expired ? 0 : 30,
  expired,
  openTransaction: null,
});

describe('offerFor', () => {
  it('sells every paid package at full price to an invitation on the free package', () => {
    expect(offerFor(gratis, plan(gratis))).toEqual({ kind: 'current-free' });
    expect(offerFor(premium, plan(gratis))).toEqual({ kind: 'buy', price: 99_000 });
  });

  it('renews the same package, charges an upgrade the difference and offers no downgrade', () => {
    expect(offerFor(basic, plan(basic))).toEqual({ kind: 'renew', price: 49_000 });
    // A whole period left (30 of 30 days) is credited in full, half of it at half the price.
    expect(offerFor(premium, plan(basic))).toEqual({
      kind: 'upgrade',
      price: 50_000,
      credit: 49_000,
      days: 30,
    });
    expect(offerFor(premium, { ...plan(basic), daysLeft: 15 })).toEqual({
      kind: 'upgrade',
      price: 74_500,
      credit: 24_500,
      days: 15,
    });
    expect(offerFor(basic, plan(premium))).toEqual({ kind: 'lower' });
  });

  it('charges full price again once the paid period has ended', () => {
    expect(offerFor(basic, plan(premium, true))).toEqual({ kind: 'buy', price: 49_000 });
  });
});
