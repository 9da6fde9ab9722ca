import { describe, expect, it } from 'vitest';
import { formatZonedTime } from './zoned-time';

describe('formatZonedTime', () => {
  it('writes the time in the invitation’s zone and names it, whatever the device’s zone', () => {
    expect(formatZonedTime('2027-08-20T09:15:00Z', 'WIB', 'id')).toBe('20 Agu 2027, 16.15 WIB');
    expect(formatZonedTime('2027-08-20T09:15:00Z', 'WITA', 'id')).toBe('20 Agu 2027, 17.15 WITA');
    expect(formatZonedTime('2027-08-20T09:15:00Z', 'WIT', 'id')).toBe('20 Agu 2027, 18.15 WIT');
  });

  it('takes the day from the zone: late evening in Jakarta is already the next day in Papua', () => {
    expect(formatZonedTime('2027-08-20T16:30:00Z', 'WIB', 'id')).toBe('20 Agu 2027, 23.30 WIB');
    expect(formatZonedTime('2027-08-20T16:30:00Z', 'WIT', 'id')).toBe('21 Agu 2027, 01.30 WIT');
  });
});
