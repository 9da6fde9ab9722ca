import { describe, expect, it } from 'vitest';
import { WIB_OFFSET_MS, jakartaDate, latestIndonesianDate } from './dates';

describe('Indonesian calendar days', () => {
  it('turns the day in Jakarta at 17:00 UTC, while London is still on the day before', () => {
    expect(jakartaDate(new Date('2026-11-24T16:59:59.999Z'))).toBe('2026-11-24');
    expect(jakartaDate(new Date('2026-11-24T17:00:00.000Z'))).toBe('2026-11-25');
  });

  it('reaches the next day in Papua (WIT) two hours before Jakarta', () => {
    const instant = new Date('2026-11-24T15:30:00.000Z');
    expect(jakartaDate(instant)).toBe('2026-11-24');
    expect(latestIndonesianDate(instant)).toBe('2026-11-25');
  });
});

describe('the WIB offset', () => {
  it('is seven hours in milliseconds', () => {
    expect(WIB_OFFSET_MS).toBe(7 * 60 * 60 * 1000);
  });

  it('turns the day in Papua (WIT) at 15:00 UTC', () => {
    expect(latestIndonesianDate(new Date('2026-11-24T14:59:59.999Z'))).toBe('2026-11-24');
    expect(latestIndonesianDate(new Date('2026-11-24T15:00:00.000Z'))).toBe('2026-11-25');
  });
});
