import { TRANSACTION_TTL_HOURS } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { blocksNewPurchase, windowAfterRejection, windowFrom, windowPassed } from './payment-window';

const NOW = new Date('2026-03-01T05:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('payment window', () => {
  it('runs 24 hours from the order', () => {
    expect(TRANSACTION_TTL_HOURS).toBe(24);
    expect(windowFrom(NOW)).toEqual(at(24 * HOUR));
  });

  it('has passed from its last instant on, not a millisecond before', () => {
    expect(windowPassed(at(1), NOW)).toBe(false);
    expect(windowPassed(NOW, NOW)).toBe(true);
    expect(windowPassed(at(-1), NOW)).toBe(true);
  });

  it('is renewed for 24 hours by a rejection, and never shortened by it', () => {
    expect(windowAfterRejection(at(HOUR), NOW)).toEqual(at(24 * HOUR));
    expect(windowAfterRejection(at(-HOUR), NOW)).toEqual(at(24 * HOUR));
    expect(windowAfterRejection(at(30 * HOUR), NOW)).toEqual(at(30 * HOUR));
    expect(windowAfterRejection(at(24 * HOUR + 1), NOW)).toEqual(at(24 * HOUR + 1));
  });
});

describe('blocksNewPurchase: an open transaction holds its invitation', () => {
  it('while its window runs, whatever its open status', () => {
    for (const status of ['menunggu_pembayaran', 'ditolak', 'menunggu_verifikasi'] as const) {
      expect(blocksNewPurchase({ status, expiresAt: at(1) }, NOW)).toBe(true);
    }
  });

  it('no longer once the window passed, unless it waits for verification', () => {
    for (const expiresAt of [NOW, at(-HOUR)]) {
      expect(blocksNewPurchase({ status: 'menunggu_pembayaran', expiresAt }, NOW)).toBe(false);
      expect(blocksNewPurchase({ status: 'ditolak', expiresAt }, NOW)).toBe(false);
      expect(blocksNewPurchase({ status: 'menunggu_verifikasi', expiresAt }, NOW)).toBe(true);
    }
  });
});
