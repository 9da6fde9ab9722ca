import { describe, expect, it } from 'vitest';
import type { TInvitationEvent } from '../invitations/content';
import {
  lastEvent,
  PAGE_END_GRACE_DAYS,
  pageEndWarning,
  PLAN_ENDING_SOON_DAYS,
  planEndsSoon,
} from './plan-ending';

describe('planEndsSoon', () => {
  it('flags the last three days and an ended plan', () => {
    expect(PLAN_ENDING_SOON_DAYS).toBe(3);
    for (const left of [0, 1, 3]) expect(planEndsSoon(left)).toBe(true);
  });

  it('leaves a plan with four days or more alone', () => {
    for (const left of [4, 60]) expect(planEndsSoon(left)).toBe(false);
  });
});

const event = (fields: Partial<TInvitationEvent>): TInvitationEvent => ({
  id: 'resepsi',
  kind: 'resepsi',
  date: '2027-02-14',
  startTime: '19:00',
  endTime: '21:00',
  timeZone: 'WIB',
  venue: 'Gedung Sasana',
  ...fields,
});

const at = (iso: string) => new Date(iso);
const MS = 1;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('lastEvent', () => {
  it('is the event that ends last, whatever the order they were written in', () => {
    const akad = event({ id: 'akad', kind: 'akad', startTime: '08:00', endTime: '10:00' });
    const resepsi = event({});
    expect(lastEvent([resepsi, akad])).toBe(resepsi);
    expect(lastEvent([akad, resepsi])).toBe(resepsi);
  });

  it('compares ends, not starts: a long event started earlier can end last', () => {
    const long = event({ id: 'long', startTime: '18:00', endTime: '23:00' });
    const short = event({ id: 'short', startTime: '19:00', endTime: '20:00' });
    expect(lastEvent([short, long])).toBe(long);
  });

  it('reads each time in its own zone: 20:00 WIT is earlier than 19:00 WIB', () => {
    const wit = event({ id: 'wit', startTime: '20:00', endTime: '22:00', timeZone: 'WIT' });
    const wib = event({ id: 'wib', startTime: '19:00', endTime: '21:00', timeZone: 'WIB' });
    expect(lastEvent([wib, wit])).toBe(wib);
  });

  it('names the one written first of two that end at the same time', () => {
    const resepsi = event({});
    const wayang = event({ id: 'wayang', kind: 'custom', customName: 'Wayang', startTime: '20:00' });
    expect(lastEvent([resepsi, wayang])).toBe(resepsi);
    expect(lastEvent([wayang, resepsi])).toBe(wayang);
  });

  it('skips an event without a date, a start time or a time zone', () => {
    const dated = event({ id: 'dated', date: '2027-02-13' });
    for (const missing of ['date', 'startTime', 'timeZone'] as const) {
      expect(lastEvent([dated, event({ [missing]: undefined })])).toBe(dated);
    }
    expect(lastEvent([event({ date: undefined })])).toBeUndefined();
    expect(lastEvent([])).toBeUndefined();
  });
});

describe('pageEndWarning', () => {
  // Resepsi 14 February 2027, 19:00–21:00 WIB: it ends at 14:00 UTC.
  const events = [event({})];
  const eventEnd = at('2027-02-14T14:00:00.000Z');
  const graceEnd = at('2027-02-21T14:00:00.000Z');
  const before = at('2027-01-01T00:00:00.000Z');

  it('gives the grace as seven days', () => {
    expect(PAGE_END_GRACE_DAYS).toBe(7);
  });

  it('warns when the page stops before the last event is over', () => {
    expect(pageEndWarning(at('2026-12-20T00:00:00.000Z'), events, before)).toBe('beforeLastEvent');
    expect(pageEndWarning(plus(eventEnd, -MS), events, before)).toBe('beforeLastEvent');
  });

  it('warns differently when it stops as the event ends or within the week after', () => {
    expect(pageEndWarning(eventEnd, events, before)).toBe('soonAfterLastEvent');
    expect(pageEndWarning(graceEnd, events, before)).toBe('soonAfterLastEvent');
  });

  it('says nothing when the page stays up longer than a week after the last event', () => {
    expect(pageEndWarning(plus(graceEnd, MS), events, before)).toBeNull();
  });

  it('counts an event without an end time as two hours long', () => {
    const open = [event({ endTime: undefined })];
    expect(pageEndWarning(at('2027-02-14T13:59:59.999Z'), open, before)).toBe('beforeLastEvent');
    expect(pageEndWarning(at('2027-02-14T14:00:00.000Z'), open, before)).toBe('soonAfterLastEvent');
  });

  it('reads the last event in its own time zone', () => {
    // 21:00 WITA is 13:00 UTC: a page up until 13:30 UTC outlives it.
    const wita = [event({ timeZone: 'WITA' })];
    expect(pageEndWarning(at('2027-02-14T13:30:00.000Z'), wita, before)).toBe('soonAfterLastEvent');
    expect(pageEndWarning(at('2027-02-14T13:30:00.000Z'), events, before)).toBe('beforeLastEvent');
  });

  it('says nothing for a page without end or an invitation without a dated event', () => {
    expect(pageEndWarning(null, events, before)).toBeNull();
    expect(pageEndWarning(eventEnd, [event({ startTime: undefined })], before)).toBeNull();
    expect(pageEndWarning(eventEnd, [], before)).toBeNull();
  });

  it('stops warning once the week after the last event has passed', () => {
    expect(pageEndWarning(eventEnd, events, plus(graceEnd, -MS))).toBe('soonAfterLastEvent');
    expect(pageEndWarning(eventEnd, events, graceEnd)).toBeNull();
  });
});
