import type { TRsvpAnswer } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { rsvpAnswerErrors } from './rsvp-answers';

const event = (id: string) => ({
  id,
  date: '2026-06-14',
  startTime: '09:00',
  timeZone: 'WIB' as const,
  venue: 'Balai',
});
const content = { events: [event('akad'), event('resepsi'), { id: 'draft', date: '2026-06-15' }] };
const answer = (eventId: string, pax = 1, attendance: TRsvpAnswer['attendance'] = 'hadir'): TRsvpAnswer => ({
  eventId,
  attendance,
  pax,
});
const guest = (quota: number, invitedEventIds: string[] = []) => ({ quota, invitedEventIds });

describe('rsvpAnswerErrors', () => {
  it('finds nothing wrong with answers to the page’s events within the quota', () => {
    expect(rsvpAnswerErrors([answer('akad', 2), answer('resepsi', 2, 'ragu')], content, guest(2), 5)).toEqual(
      {},
    );
  });

  it('holds a personal guest to their quota: the quota itself fits, one more does not', () => {
    expect(rsvpAnswerErrors([answer('akad', 3)], content, guest(3), 20)).toEqual({});
    expect(rsvpAnswerErrors([answer('akad', 4)], content, guest(3), 20)).toEqual({
      'answers.0.pax': ['Jumlah tamu maksimal 3 orang'],
    });
    expect(rsvpAnswerErrors([answer('akad', 4, 'ragu')], content, guest(3), 20)).toEqual({
      'answers.0.pax': ['Jumlah tamu maksimal 3 orang'],
    });
  });

  it('holds the general link to the page’s default pax', () => {
    expect(rsvpAnswerErrors([answer('akad', 2)], content, null, 2)).toEqual({});
    expect(rsvpAnswerErrors([answer('akad', 3)], content, null, 2)).toEqual({
      'answers.0.pax': ['Jumlah tamu maksimal 2 orang'],
    });
  });

  it('does not hold a declined answer to the quota', () => {
    expect(rsvpAnswerErrors([answer('akad', 9, 'tidak_hadir')], content, guest(1), 1)).toEqual({});
  });

  it('knows only the page’s complete events', () => {
    expect(rsvpAnswerErrors([answer('lamaran')], content, null, 2)).toEqual({
      'answers.0.eventId': ['Acara tidak dikenal'],
    });
    expect(rsvpAnswerErrors([answer('draft')], content, null, 2)).toEqual({
      'answers.0.eventId': ['Acara tidak dikenal'],
    });
    expect(rsvpAnswerErrors([answer('akad')], {}, null, 2)).toEqual({
      'answers.0.eventId': ['Acara tidak dikenal'],
    });
  });

  it('holds a guest to the events they are invited to, and to all when none are named', () => {
    const invited = guest(2, ['resepsi']);
    expect(rsvpAnswerErrors([answer('resepsi')], content, invited, 2)).toEqual({});
    expect(rsvpAnswerErrors([answer('resepsi'), answer('akad')], content, invited, 2)).toEqual({
      'answers.1.eventId': ['Acara tidak dikenal'],
    });
    expect(rsvpAnswerErrors([answer('akad'), answer('resepsi')], content, guest(2, []), 2)).toEqual({});
  });

  it('reports an unknown event rather than its pax, and each answer at its own index', () => {
    expect(rsvpAnswerErrors([answer('akad', 1), answer('lamaran', 9)], content, null, 2)).toEqual({
      'answers.1.eventId': ['Acara tidak dikenal'],
    });
    expect(rsvpAnswerErrors([answer('akad', 1), answer('resepsi', 3)], content, null, 2)).toEqual({
      'answers.1.pax': ['Jumlah tamu maksimal 2 orang'],
    });
  });

  it('refuses an event answered twice', () => {
    expect(rsvpAnswerErrors([answer('akad'), answer('akad', 1, 'ragu')], content, null, 2)).toEqual({
      answers: ['Setiap acara hanya boleh dijawab sekali'],
    });
  });
});
