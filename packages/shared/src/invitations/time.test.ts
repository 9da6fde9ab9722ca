import { describe, expect, it } from 'vitest';
import { eventEndUtc, eventStartUtc, firstEvent, isRsvpOpen, rsvpDeadlineUtc, zonedTimeToUtc } from './time';

describe('time zones', () => {
  it('reads wall-clock times in WIB, WITA and WIT', () => {
    expect(new Date(zonedTimeToUtc('2026-06-14', '08:00', 'WIB')).toISOString()).toBe(
      '2026-06-14T01:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-06-14', '08:00', 'WITA')).toISOString()).toBe(
      '2026-06-14T00:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-06-14', '08:00', 'WIT')).toISOString()).toBe(
      '2026-06-13T23:00:00.000Z',
    );
  });

  it('gives an event without an end time two hours', () => {
    const event = { id: 'a', date: '2026-01-01', startTime: '06:30', timeZone: 'WIT' as const };
    expect(new Date(eventStartUtc(event)!).toISOString()).toBe('2025-12-31T21:30:00.000Z');
    expect(eventEndUtc(event)! - eventStartUtc(event)!).toBe(2 * 60 * 60 * 1000);
    expect(eventStartUtc({ id: 'b', date: '2026-01-01' })).toBeUndefined();
  });

  it('finds the earliest complete event across zones', () => {
    const events = [
      { id: 'resepsi', date: '2026-06-14', startTime: '09:00', timeZone: 'WIB' as const, venue: 'Gedung' },
      { id: 'akad', date: '2026-06-14', startTime: '09:30', timeZone: 'WIT' as const, venue: 'Masjid' },
    ];
    expect(firstEvent(events)?.id).toBe('akad');
  });

  it('closes RSVP after the deadline day ends in the first event zone', () => {
    const content = {
      events: [
        { id: 'a', date: '2026-06-14', startTime: '09:00', timeZone: 'WITA' as const, venue: 'Balai' },
      ],
      settings: { rsvpDeadline: '2026-06-10' },
    };
    const end = rsvpDeadlineUtc(content)!;
    expect(new Date(end).toISOString()).toBe('2026-06-10T15:59:59.999Z');
    expect(isRsvpOpen(content, end)).toBe(true);
    expect(isRsvpOpen(content, end + 1)).toBe(false);
    expect(isRsvpOpen({ ...content, settings: { rsvpEnabled: false } }, 0)).toBe(false);
    expect(isRsvpOpen({}, Date.now())).toBe(true);
  });
});
