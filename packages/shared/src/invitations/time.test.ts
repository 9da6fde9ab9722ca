import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE_IANA,
  TIME_ZONE_OFFSET,
  TIME_ZONE_OFFSET_MINUTES,
  eventEndUtc,
  eventStartUtc,
  firstEvent,
  invitationTimeZone,
  isRsvpOpen,
  rsvpDeadlineUtc,
  zonedTimeToUtc,
} from './time';

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

describe('event times, one missing part per input', () => {
  const complete = {
    id: 'akad',
    date: '2026-06-14',
    startTime: '08:30',
    timeZone: 'WIB' as const,
    venue: 'Masjid',
  };
  const start = Date.parse('2026-06-14T01:30:00.000Z');

  it('has no start while the date, the start time or the zone is missing', () => {
    expect(eventStartUtc(complete)).toBe(start);
    expect(eventStartUtc({ ...complete, date: undefined })).toBeUndefined();
    expect(eventStartUtc({ ...complete, startTime: undefined })).toBeUndefined();
    expect(eventStartUtc({ ...complete, timeZone: undefined })).toBeUndefined();
    expect(eventEndUtc({ ...complete, timeZone: undefined, endTime: '10:00' })).toBeUndefined();
  });

  it('ends at its end time when that comes after the start, else two hours after the start', () => {
    const twoHours = start + 2 * 60 * 60 * 1000;
    expect(eventEndUtc({ ...complete, endTime: '08:31' })).toBe(start + 60_000);
    expect(eventEndUtc({ ...complete, endTime: '13:00' })).toBe(Date.parse('2026-06-14T06:00:00.000Z'));
    expect(eventEndUtc({ ...complete, endTime: '08:30' })).toBe(twoHours);
    expect(eventEndUtc({ ...complete, endTime: '08:00' })).toBe(twoHours);
    expect(eventEndUtc(complete)).toBe(twoHours);
  });

  it('counts to the earliest complete event and skips an earlier incomplete one', () => {
    const early = { ...complete, id: 'early', startTime: '06:00' };
    const late = { ...complete, id: 'late', startTime: '19:00' };
    expect(firstEvent([late, early])?.id).toBe('early');
    expect(firstEvent([early, late])?.id).toBe('early');
    expect(firstEvent([{ ...early, venue: ' ' }, late])?.id).toBe('late');
    expect(firstEvent([{ ...early, timeZone: undefined }, late])?.id).toBe('late');
    const middle = { ...complete, id: 'middle', startTime: '12:00' };
    for (const order of [
      [middle, late, early],
      [late, middle, early],
      [middle, early, late],
    ]) {
      expect(firstEvent(order)?.id).toBe('early');
    }
    expect(firstEvent([{ ...early, venue: ' ' }])).toBeUndefined();
    expect(firstEvent([])).toBeUndefined();
  });
});

describe('TIME_ZONE_OFFSET', () => {
  it('writes each zone’s offset as an ISO suffix', () => {
    expect(TIME_ZONE_OFFSET).toEqual({ WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' });
  });
});

describe('the reply deadline', () => {
  const event = (id: string, startTime: string, timeZone: 'WIB' | 'WITA' | 'WIT') => ({
    id,
    date: '2026-06-14',
    startTime,
    timeZone,
    venue: 'Balai',
  });

  it('has none without a deadline, whatever the events', () => {
    expect(rsvpDeadlineUtc({ events: [event('a', '09:00', 'WIT')] })).toBeUndefined();
    expect(rsvpDeadlineUtc({ settings: { rsvpEnabled: true } })).toBeUndefined();
  });

  it('ends the deadline day in WIB when no event gives a zone', () => {
    const end = '2026-06-10T16:59:59.999Z';
    expect(new Date(rsvpDeadlineUtc({ settings: { rsvpDeadline: '2026-06-10' } })!).toISOString()).toBe(end);
    const incomplete = {
      events: [{ id: 'a', timeZone: 'WIT' as const }],
      settings: { rsvpDeadline: '2026-06-10' },
    };
    expect(new Date(rsvpDeadlineUtc(incomplete)!).toISOString()).toBe(end);
  });

  it('takes the zone of the earliest complete event, not of the first one listed', () => {
    const content = {
      events: [event('resepsi', '19:00', 'WIB'), event('akad', '08:00', 'WIT')],
      settings: { rsvpDeadline: '2026-06-10' },
    };
    expect(new Date(rsvpDeadlineUtc(content)!).toISOString()).toBe('2026-06-10T14:59:59.999Z');
  });

  it('stays open to the deadline’s last millisecond, and shut when switched off', () => {
    const content = { events: [event('a', '09:00', 'WIB')], settings: { rsvpDeadline: '2026-06-10' } };
    const last = Date.parse('2026-06-10T16:59:59.999Z');
    expect(isRsvpOpen(content, last - 1)).toBe(true);
    expect(isRsvpOpen(content, last)).toBe(true);
    expect(isRsvpOpen(content, last + 1)).toBe(false);
    expect(isRsvpOpen({ settings: { rsvpEnabled: false } }, 0)).toBe(false);
    expect(isRsvpOpen({ settings: { rsvpEnabled: true } }, last + 1)).toBe(true);
  });
});

describe('invitationTimeZone', () => {
  const at = (id: string, startTime: string, timeZone: 'WIB' | 'WITA' | 'WIT') => ({
    id,
    date: '2026-06-14',
    startTime,
    timeZone,
    venue: 'Gedung',
  });

  it('is the zone of the earliest complete event, else of the first listed, else WIB', () => {
    expect(invitationTimeZone([at('resepsi', '19:00', 'WIB'), at('akad', '08:00', 'WIT')])).toBe('WIT');
    expect(invitationTimeZone([{ id: 'a', timeZone: 'WITA' }])).toBe('WITA');
    expect(invitationTimeZone([{ id: 'a' }])).toBe('WIB');
    expect(invitationTimeZone([])).toBe('WIB');
  });

  it('names each zone for Intl with the offset the invitation uses', () => {
    for (const zone of ['WIB', 'WITA', 'WIT'] as const) {
      const hour = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hourCycle: 'h23',
        timeZone: TIME_ZONE_IANA[zone],
      }).format(Date.UTC(2026, 5, 14, 0));
      expect(Number(hour) * 60).toBe(TIME_ZONE_OFFSET_MINUTES[zone]);
    }
  });
});
