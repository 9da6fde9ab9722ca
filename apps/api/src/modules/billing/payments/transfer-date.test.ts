import { describe, expect, it } from 'vitest';
import { transferDateError } from './transfer-date';

const LATE = 'Tanggal transfer tidak boleh setelah hari ini';
const EARLY = 'Tanggal transfer tidak boleh sebelum transaksi dibuat';

describe('transferDateError: a transfer falls between the order and today', () => {
  // Ordered 1 March at 10:00 WIB; now 3 March at 23:00 WIB, which is already 4 March in WIT (UTC+9).
  const ordered = new Date('2026-03-01T03:00:00.000Z');
  const now = new Date('2026-03-03T16:00:00.000Z');

  it('takes the day of the order, the days between and today', () => {
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      expect(transferDateError(day, ordered, now)).toBeNull();
    }
  });

  it("takes today in the easternmost zone, so no owner's today is refused", () => {
    expect(transferDateError('2026-03-04', ordered, now)).toBeNull();
  });

  it('refuses the day after today in every zone', () => {
    expect(transferDateError('2026-03-05', ordered, now)).toBe(LATE);
  });

  it('refuses the day before the order', () => {
    expect(transferDateError('2026-02-28', ordered, now)).toBe(EARLY);
  });

  it("counts the order's day in Jakarta, not in UTC", () => {
    // 1 March 01:00 WIB is still 28 February in UTC.
    const justAfterMidnight = new Date('2026-02-28T18:00:00.000Z');
    expect(transferDateError('2026-02-28', justAfterMidnight, now)).toBe(EARLY);
    expect(transferDateError('2026-03-01', justAfterMidnight, now)).toBeNull();
  });
});
