import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITATION_MESSAGE,
  DEFAULT_REMINDER_MESSAGE,
  MESSAGE_PLACEHOLDERS,
  READY_MESSAGES,
  coupleNames,
  eventLabel,
  formatEventDate,
  messageContext,
} from './messages';

describe('eventLabel', () => {
  it('names a known kind, and a custom event by the couple’s own name', () => {
    expect(eventLabel({ kind: 'akad' })).toBe('Akad Nikah');
    expect(eventLabel({ kind: 'ngunduh_mantu', customName: 'Pesta' })).toBe('Ngunduh Mantu');
    expect(eventLabel({ kind: 'custom', customName: ' Siraman ' })).toBe('Siraman');
    expect(eventLabel({ customName: 'Siraman' })).toBe('Siraman');
  });

  it('falls back to "Acara" for a custom event without a name and an unknown kind', () => {
    expect(eventLabel({ kind: 'custom', customName: '  ' })).toBe('Acara');
    expect(eventLabel({ kind: 'custom' })).toBe('Acara');
    expect(eventLabel({})).toBe('Acara');
    expect(eventLabel({ kind: 'lamaran' as never })).toBe('Acara');
  });
});

describe('formatEventDate', () => {
  const event = { id: 'a', date: '2026-06-14', startTime: '08:00', timeZone: 'WITA' as const };

  it('writes the day, the time with a dot and the zone', () => {
    expect(formatEventDate(event)).toBe('Minggu, 14 Juni 2026 pukul 08.00 WITA');
  });

  it('leaves out what is not given', () => {
    expect(formatEventDate({ ...event, timeZone: undefined })).toBe('Minggu, 14 Juni 2026 pukul 08.00');
    expect(formatEventDate({ ...event, startTime: undefined })).toBe('Minggu, 14 Juni 2026');
    expect(formatEventDate({ ...event, date: undefined })).toBe('');
  });

  it('reads the date as a calendar day, the same in every zone', () => {
    expect(formatEventDate({ id: 'a', date: '2026-01-01' })).toBe('Kamis, 1 Januari 2026');
    expect(formatEventDate({ id: 'a', date: '2026-12-31' })).toBe('Kamis, 31 Desember 2026');
  });
});

describe('coupleNames', () => {
  const couple = {
    bride: { fullName: 'Rara Ayu Lestari', nickname: 'Rara' },
    groom: { fullName: 'Dimas Prasetyo', nickname: 'Dimas' },
  };

  it('names the bride first unless the couple chose the groom', () => {
    expect(coupleNames({ couple })).toBe('Rara & Dimas');
    expect(coupleNames({ couple: { ...couple, whichFirst: 'bride' } })).toBe('Rara & Dimas');
    expect(coupleNames({ couple: { ...couple, whichFirst: 'groom' } })).toBe('Dimas & Rara');
  });

  it('takes the full name when the nickname is blank, and leaves out a missing name', () => {
    expect(coupleNames({ couple: { ...couple, bride: { fullName: ' Rara Ayu ', nickname: ' ' } } })).toBe(
      'Rara Ayu & Dimas',
    );
    expect(coupleNames({ couple: { groom: couple.groom } })).toBe('Dimas');
    expect(coupleNames({ couple: { bride: { fullName: ' ' }, groom: couple.groom } })).toBe('Dimas');
    expect(coupleNames({})).toBe('');
    expect(coupleNames({ couple: { bride: { nickname: ' ' }, groom: { nickname: ' ' } } })).toBe('');
    expect(coupleNames({ couple: { bride: { nickname: ' Rara ' }, groom: { nickname: ' Dimas ' } } })).toBe(
      'Rara & Dimas',
    );
    expect(coupleNames({ couple: { bride: { fullName: ' Rara ' }, groom: { fullName: ' Dimas ' } } })).toBe(
      'Rara & Dimas',
    );
  });
});

describe('messageContext', () => {
  it('lists events in time order, across zones, with those lacking a time last', () => {
    const context = messageContext({
      couple: { bride: { fullName: 'Rara' }, groom: { fullName: 'Dimas' } },
      events: [
        { id: 'undated', kind: 'custom', customName: 'Syukuran' },
        { id: 'resepsi', kind: 'resepsi', date: '2026-06-14', startTime: '09:00', timeZone: 'WIB' },
        { id: 'akad', kind: 'akad', date: '2026-06-14', startTime: '10:30', timeZone: 'WIT' },
      ],
    });
    expect(context.couple).toBe('Rara & Dimas');
    expect(context.events.map((event) => event.id)).toEqual(['akad', 'resepsi', 'undated']);
    expect(context.events[0]).toEqual({
      id: 'akad',
      label: 'Akad Nikah',
      date: 'Minggu, 14 Juni 2026 pukul 10.30 WIT',
      location: '',
      mapUrl: '',
    });
    expect(context.checkIn).toBe(false);
  });

  it('keeps events without a time in the order they were written', () => {
    const events = [{ id: 'b' }, { id: 'a' }, { id: 'c' }];
    expect(messageContext({ events }).events.map((event) => event.id)).toEqual(['b', 'a', 'c']);
  });

  it('writes the place as venue and address, leaving out a blank one', () => {
    const place = (venue?: string, address?: string) =>
      messageContext({ events: [{ id: 'a', venue, address }] }).events[0]?.location;
    expect(place(' Gedung Sate ', ' Jl. Diponegoro 22 ')).toBe('Gedung Sate, Jl. Diponegoro 22');
    expect(place('Gedung Sate', ' ')).toBe('Gedung Sate');
    expect(place(undefined, 'Jl. Diponegoro 22')).toBe('Jl. Diponegoro 22');
    expect(place()).toBe('');
  });

  it('carries each event’s map link and whether the package includes check-in', () => {
    const context = messageContext(
      { events: [{ id: 'a', mapUrl: ' https://maps.example/a ' }, { id: 'b' }] },
      true,
    );
    expect(context.events.map((event) => event.mapUrl)).toEqual(['https://maps.example/a', '']);
    expect(context.checkIn).toBe(true);
  });

  it('has no events when the content has none', () => {
    expect(messageContext({}).events).toEqual([]);
  });
});

describe('default messages', () => {
  it('name all the guest’s events, not only the first one, with a placeholder the couple can insert', () => {
    expect(MESSAGE_PLACEHOLDERS).toContain('acara');
    for (const message of [DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE]) {
      expect(message).toContain('{acara}');
      expect(message).not.toContain('{tanggal}');
      expect(message).not.toContain('{lokasi}');
    }
  });

  it('use only placeholders a template may use', () => {
    const ready = Object.values(READY_MESSAGES).flatMap((languages) => Object.values(languages));
    for (const message of [DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE, ...ready]) {
      const used = [...message.matchAll(/\{([a-z]+)\}/g)].map((match) => match[1]);
      expect(MESSAGE_PLACEHOLDERS).toEqual(expect.arrayContaining(used));
    }
  });
});

describe('ready-made follow-ups', () => {
  it('ask for an answer through the link, and the day before give the venue, map, QR and answers', () => {
    for (const language of ['id', 'en'] as const) {
      expect(READY_MESSAGES.rsvp_nudge[language]).toContain('{link}');
      for (const placeholder of ['{acara}', '{peta}', '{qr}', '{jawaban}']) {
        expect(READY_MESSAGES.day_before[language]).toContain(placeholder);
      }
    }
  });
});
