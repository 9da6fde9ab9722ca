import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isOpenStatus,
  OPEN_TRANSACTION_STATUSES,
  ownerActions,
  TRANSACTION_EVENT_NAMES,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
} from './states';

describe('transaction state machine', () => {
  it('allows exactly the documented moves', () => {
    const allowed = TRANSACTION_STATUSES.flatMap((status) =>
      TRANSACTION_EVENT_NAMES.filter((event) => canTransition(status, event)).map((e) => `${status}:${e}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'menunggu_pembayaran:confirm',
        'menunggu_pembayaran:cancel',
        'menunggu_pembayaran:expire',
        'ditolak:confirm',
        'ditolak:cancel',
        'ditolak:expire',
        'menunggu_verifikasi:approve',
        'menunggu_verifikasi:reject',
        'menunggu_verifikasi:lapse',
      ].sort(),
    );
  });

  it('offers the owner confirm and cancel only while nothing waits for an administrator', () => {
    expect(ownerActions('menunggu_pembayaran')).toEqual(['confirm', 'cancel']);
    expect(ownerActions('menunggu_verifikasi')).toEqual([]);
    expect(ownerActions('lunas')).toEqual([]);
  });

  it('offers the owner confirm and cancel again after a rejection, nothing once it is closed', () => {
    expect(ownerActions('ditolak')).toEqual(['confirm', 'cancel']);
    for (const closed of ['kedaluwarsa', 'dibatalkan'] as const) expect(ownerActions(closed)).toEqual([]);
  });
});

describe('open transactions: the ones that hold a unique code and block a second purchase', () => {
  it('are those still waiting for money: for the transfer, for verification, or after a rejection', () => {
    const open = TRANSACTION_STATUSES.filter(isOpenStatus);
    expect(open).toEqual(['menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak']);
    expect([...OPEN_TRANSACTION_STATUSES].sort()).toEqual([...open].sort());
  });

  it('release their code once paid, expired or cancelled', () => {
    for (const closed of ['lunas', 'kedaluwarsa', 'dibatalkan'] as const) {
      expect(isOpenStatus(closed)).toBe(false);
    }
  });
});

describe('status labels', () => {
  it('name every status in Indonesian', () => {
    expect(TRANSACTION_STATUS_LABELS).toEqual({
      menunggu_pembayaran: 'Menunggu Pembayaran',
      menunggu_verifikasi: 'Menunggu Verifikasi',
      lunas: 'Lunas',
      ditolak: 'Ditolak',
      kedaluwarsa: 'Kedaluwarsa',
      dibatalkan: 'Dibatalkan',
    });
  });
});
