import type { TRsvpAnswer } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { resolveAttendees, rsvpAnswerErrors } from './rsvp-answers';

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

describe('resolveAttendees', () => {
  const harto = {
    name: 'Keluarga Harto',
    quota: 3,
    members: [
      { id: 'm1', name: 'Pak Harto' },
      { id: 'm2', name: 'Bu Harto' },
    ],
  };
  const household = (members: Record<string, 'hadir' | 'tidak_hadir'>, plusOnes?: string[]): TRsvpAnswer => ({
    eventId: 'akad',
    attendance: 'hadir',
    pax: 1,
    members,
    ...(plusOnes ? { plusOnes } : {}),
  });

  it('names nobody on the general link', () => {
    expect(resolveAttendees([answer('akad', 2)], null).answers[0]!.attendees).toBeNull();
  });

  it('counts a household from its members and plus-ones, up to the last place', () => {
    const { answers, errors } = resolveAttendees(
      [household({ m1: 'hadir', m2: 'tidak_hadir' }, ['Rina'])],
      harto,
    );
    expect(errors).toEqual({});
    expect(answers[0]).toMatchObject({
      attendance: 'hadir',
      pax: 2,
      attendees: [
        { key: 'm:m1', name: 'Pak Harto' },
        { key: 'p:1', name: 'Rina' },
      ],
    });
    expect(resolveAttendees([household({ m1: 'hadir', m2: 'hadir' }, ['', ''])], harto).errors).toEqual({
      'plusOnes.akad': ['Tamu pendamping maksimal 1 orang'],
    });
  });

  it('declines a household as a whole without member answers, and asks for each member otherwise', () => {
    const declined = resolveAttendees([answer('akad', 1, 'tidak_hadir')], harto);
    expect(declined.answers[0]).toMatchObject({ attendance: 'tidak_hadir', pax: 0, attendees: [] });
    expect(resolveAttendees([answer('akad', 1, 'ragu')], harto).errors).toEqual({
      'member.akad.m1': ['Pilih hadir atau tidak hadir untuk Pak Harto'],
      'member.akad.m2': ['Pilih hadir atau tidak hadir untuk Bu Harto'],
    });
  });

  it('keeps one person’s pax, naming the plus-ones given and leaving the rest blank', () => {
    const budi = { name: 'Budi', quota: 3, members: [] };
    const { answers } = resolveAttendees([{ ...answer('akad', 3), plusOnes: ['Tono'] }], budi);
    expect(answers[0]).toMatchObject({
      pax: 3,
      attendees: [
        { key: 'self', name: 'Budi' },
        { key: 'p:1', name: 'Tono' },
        { key: 'p:2', name: '' },
      ],
    });
  });
});
