import { describe, expect, it } from 'vitest';
import { formatDate, timeLeft } from './format';

describe('billing formats', () => {
  it('counts down hours, minutes and seconds, and stops at the end', () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(timeLeft(now + 24 * 3600_000, now)).toBe('24:00:00');
    expect(timeLeft(now + 65_000, now)).toBe('0:01:05');
    expect(timeLeft(now, now)).toBeNull();
  });

  it('writes a transfer date as the day it names, in any time zone', () => {
    expect(formatDate('2026-11-21', 'id')).toBe('21 Nov 2026');
  });
});
