import { describe, expect, it } from 'vitest';
import { canTransition, ownerActions, TRANSACTION_EVENT_NAMES, TRANSACTION_STATUSES } from './states';

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
});
