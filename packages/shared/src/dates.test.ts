import { describe, expect, it } from 'vitest';
import { jakartaDate, latestIndonesianDate } from './dates';

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
