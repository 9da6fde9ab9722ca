import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relative time', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('says how long ago in Indonesian', () => {
    expect(relativeTime('2025-06-01T11:55:00Z', 'id', now)).toBe('5 menit yang lalu');
    expect(relativeTime('2025-05-31T12:00:00Z', 'id', now)).toBe('kemarin');
  });
  it('says "now" for the last minute', () => {
    expect(relativeTime('2025-06-01T11:59:30Z', 'en', now)).toBe('this minute');
  });
});
