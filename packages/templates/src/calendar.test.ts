import { describe, expect, it } from 'vitest';
import { buildEventIcs, calendarPath, googleCalendarUrl } from './calendar';
import { DEMO_CONTENT } from './demo/content';

const akad = DEMO_CONTENT.events[0]!;

describe('buildEventIcs', () => {
  it('writes the event in UTC from its own time zone', () => {
    const ics = buildEventIcs({
      event: akad,
      content: DEMO_CONTENT,
      slug: 'anin-raka',
      locale: 'id',
      pageUrl: 'https://undangin.example/u/anin-raka',
      now: Date.parse('2027-08-01T00:00:00Z'),
    })!;
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20270911T010000Z');
    expect(lines).toContain('DTEND:20270911T030000Z');
    expect(lines).toContain('DTSTAMP:20270801T000000Z');
    expect(lines).toContain('SUMMARY:Akad Nikah Anin & Raka');
    expect(lines).toContain('UID:akad.anin-raka@undangin');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it.each([
    ['WIB', '20271120T120000Z'],
    ['WITA', '20271120T110000Z'],
    ['WIT', '20271120T100000Z'],
  ] as const)('places 19:00 %s at %s', (timeZone, start) => {
    const event = {
      id: 'e',
      kind: 'resepsi' as const,
      date: '2027-11-20',
      startTime: '19:00',
      timeZone,
      venue: 'Gedung',
    };
    expect(buildEventIcs({ event, content: {}, slug: 's', locale: 'id' })).toContain(`DTSTART:${start}`);
  });

  it('escapes text values and folds long lines at 75 octets', () => {
    const event = {
      ...akad,
      venue: 'Aula; Gedung, "Serba\\guna"',
      address: `Jl. Panjang ${'sekali '.repeat(20)}\nBaris dua — ñ`,
    };
    const ics = buildEventIcs({ event, content: DEMO_CONTENT, slug: 's', locale: 'en' })!;
    expect(ics).toContain('SUMMARY:Akad Nikah (Vows) Anin & Raka');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Aula\\; Gedung\\, "Serba\\\\guna"\\, Jl. Panjang');
    expect(unfolded).toContain('\\nBaris dua — ñ');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it.each([
    ['a bare CR', '\r'],
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['NEL', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ])('keeps %s in a text value inside that value', (_name, br) => {
    const event = { ...akad, venue: `Gedung${br}ATTACH:https://jahat.example/x` };
    const ics = buildEventIcs({ event, content: DEMO_CONTENT, slug: 's', locale: 'id' })!;
    const lines = ics.split('\r\n');
    expect(lines.every((line) => !/[\r\n\u0085\u2028\u2029]/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('ATTACH'))).toBe(false);
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Gedung\\nATTACH:https://jahat.example/x');
  });

  it('gives nothing for an event without a date, time or zone', () => {
    expect(
      buildEventIcs({ event: { id: 'x', venue: 'Balai' }, content: {}, slug: 's', locale: 'id' }),
    ).toBeUndefined();
  });
});

describe('calendar links', () => {
  it('builds the Google Calendar link with UTC times', () => {
    const url = new URL(googleCalendarUrl(akad, DEMO_CONTENT, 'id')!);
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20270911T010000Z/20270911T030000Z');
    expect(url.searchParams.get('text')).toBe('Akad Nikah Anin & Raka');
    expect(url.searchParams.get('location')).toBe(
      'Masjid Agung Al-Ikhlas, Jl. Kaliurang Km 5 No. 12, Sleman, Yogyakarta',
    );
  });

  it('encodes the slug and event id of the .ics path', () => {
    expect(calendarPath('anin-raka', 'akad')).toBe('/u/anin-raka/calendar/akad.ics');
    expect(calendarPath('a/b', 'c?d')).toBe('/u/a%2Fb/calendar/c%3Fd.ics');
  });
});
