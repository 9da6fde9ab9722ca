import { describe, expect, it } from 'vitest';
import {
  ZInvitationContent,
  ZInvitationContentDraft,
  isWebUrl,
  missingForPublish,
  resolveSettings,
} from './content';

const complete = {
  couple: {
    bride: { fullName: 'Rara Ayu Lestari', nickname: 'Rara', instagram: '@rara.ayu' },
    groom: { fullName: 'Dimas Prasetyo', nickname: 'Dimas' },
    whichFirst: 'bride',
  },
  events: [
    {
      id: 'akad',
      kind: 'akad',
      date: '2026-06-14',
      startTime: '08:00',
      endTime: '10:00',
      timeZone: 'WIB',
      venue: 'Masjid Gede Kauman',
      mapUrl: 'https://maps.example.com/?q=masjid',
    },
  ],
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('ZInvitationContent', () => {
  it('accepts complete content and strips the @ of an Instagram handle', () => {
    const parsed = ZInvitationContent.parse(complete);
    expect(parsed.couple.bride.instagram).toBe('rara.ayu');
  });

  it('refuses a content without names or events, in Indonesian', () => {
    const result = ZInvitationContent.safeParse({ couple: { bride: {}, groom: {} }, events: [] });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(expect.arrayContaining(['Tambahkan minimal satu acara']));
  });

  it('allows only https map links and http(s) live-stream links', () => {
    const event = { ...complete.events[0], mapUrl: 'http://maps.example.com' };
    const bad = ZInvitationContent.safeParse({ ...complete, events: [event] });
    expect(messages(bad)).toContain('Tautan peta harus berupa tautan https:// yang lengkap');
    const script = ZInvitationContent.safeParse({ ...complete, liveStreamUrl: 'javascript:alert(1)' });
    expect(messages(script)).toContain(
      'Tautan siaran langsung harus berupa tautan http:// atau https:// yang lengkap',
    );
    expect(
      ZInvitationContent.safeParse({ ...complete, liveStreamUrl: 'http://live.example.com/x' }).success,
    ).toBe(true);
  });

  it('checks dates, times and the order of start and end', () => {
    const event = { ...complete.events[0], date: '2026-02-30', startTime: '25:00', endTime: '07:00' };
    const result = ZInvitationContent.safeParse({ ...complete, events: [event] });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-06-14',
        'Jam harus berformat JJ:MM, misalnya 08:00',
      ]),
    );
    const reversed = { ...complete.events[0], startTime: '10:00', endTime: '09:00' };
    expect(messages(ZInvitationContent.safeParse({ ...complete, events: [reversed] }))).toContain(
      'Jam selesai harus setelah jam mulai',
    );
  });

  it('asks for a name of a custom event and keeps event ids unique', () => {
    const custom = { ...complete.events[0], kind: 'custom' };
    expect(messages(ZInvitationContent.safeParse({ ...complete, events: [custom] }))).toContain(
      'Nama acara wajib diisi untuk acara lainnya',
    );
    const twice = ZInvitationContent.safeParse({
      ...complete,
      events: [complete.events[0], complete.events[0]],
    });
    expect(messages(twice)).toContain('ID acara harus unik');
  });

  it('limits lengths and refuses control characters', () => {
    const long = { ...complete, couple: { ...complete.couple, bride: { fullName: 'a'.repeat(101) } } };
    expect(messages(ZInvitationContent.safeParse(long))).toContain(
      'Nama lengkap mempelai wanita maksimal 100 karakter',
    );
    const control = { ...complete, openingQuote: { text: 'halo\u0000' } };
    expect(messages(ZInvitationContent.safeParse(control))).toContain(
      'Kutipan mengandung karakter yang tidak diizinkan',
    );
  });

  it('keeps default pax between 1 and 20 and colours as #RRGGBB', () => {
    expect(messages(ZInvitationContent.safeParse({ ...complete, settings: { defaultPax: 21 } }))).toContain(
      'Jumlah tamu maksimal 20',
    );
    const colors = ZInvitationContent.safeParse({
      ...complete,
      dressCode: { colors: ['red; background:url(x)'] },
    });
    expect(messages(colors)).toContain('Warna harus berformat #RRGGBB');
  });

  it('refuses image keys that could escape their folder', () => {
    const result = ZInvitationContent.safeParse({ ...complete, coverPhoto: { key: '../secret', alt: '' } });
    expect(messages(result)).toContain('Kunci gambar tidak valid');
  });
});

describe('ZInvitationContentDraft', () => {
  it('accepts an empty draft and a half-filled one', () => {
    expect(ZInvitationContentDraft.safeParse({}).success).toBe(true);
    const half = { couple: { bride: { nickname: 'Rara' } }, events: [{ id: 'e1', venue: 'Balai' }] };
    expect(ZInvitationContentDraft.safeParse(half).success).toBe(true);
  });

  it('holds an empty event list, which only publishing refuses', () => {
    expect(ZInvitationContentDraft.safeParse({ events: [] }).success).toBe(true);
  });

  it('still checks types and lengths', () => {
    const result = ZInvitationContentDraft.safeParse({
      couple: { groom: { fullName: 'x'.repeat(101) } },
      events: [{ id: 'e 1', date: 'besok' }],
      liveStreamUrl: 'ftp://x',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Nama lengkap mempelai pria maksimal 100 karakter',
        'ID hanya boleh huruf, angka, garis bawah dan tanda hubung (maksimal 40)',
        'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-06-14',
        'Tautan siaran langsung harus berupa tautan http:// atau https:// yang lengkap',
      ]),
    );
  });
});

describe('missingForPublish', () => {
  it('is empty for publishable content with a template', () => {
    expect(missingForPublish(ZInvitationContent.parse(complete), 'jawa-klasik')).toEqual([]);
  });

  it('lists every gap as a sentence', () => {
    expect(missingForPublish({}, null)).toEqual([
      'Nama lengkap mempelai wanita belum diisi.',
      'Nama lengkap mempelai pria belum diisi.',
      'Template undangan belum dipilih.',
      'Tambahkan minimal satu acara dengan tanggal, jam mulai, zona waktu dan tempat.',
    ]);
  });

  it('names what the event still lacks', () => {
    const content = { ...complete, events: [{ id: 'e1', date: '2026-06-14', venue: '  ' }] };
    expect(missingForPublish(content as never, 'minimalis')).toEqual([
      'Lengkapi acara: jam mulai, zona waktu dan tempat belum diisi.',
    ]);
  });
});

describe('helpers', () => {
  it('recognises only absolute http(s) URLs without credentials', () => {
    expect(isWebUrl('https://a.example/x')).toBe(true);
    expect(isWebUrl('http://a.example', true)).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('https://user:pw@a.example')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
  });

  it('fills default settings', () => {
    expect(resolveSettings({})).toEqual({
      rsvpEnabled: true,
      rsvpDeadline: undefined,
      defaultPax: 2,
      wishesEnabled: true,
      wishesModeration: false,
    });
  });
});

/**
 * One fault per input: each case breaks exactly one rule of otherwise publishable content and expects
 * that rule's own message at its own path, so a rule that stops refusing cannot hide behind another.
 */
type TIssue = { path: string; message: string };

function issuesOf(value: unknown, schema: typeof ZInvitationContent = ZInvitationContent): TIssue[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const withEvent = (changes: Record<string, unknown>) => ({
  ...complete,
  events: [{ ...complete.events[0], ...changes }],
});

describe('ZInvitationContent, one fault per input', () => {
  const image = (n: number) => ({ key: `inv/${n}.webp` });
  const story = (n: number) => ({ id: `s${n}`, title: `Bab ${n}` });
  const gift = (n: number) => ({ type: 'bank', provider: 'BCA', number: `123${n}`, holder: 'Rara' });
  const event = (n: number) => ({ ...complete.events[0], id: `e${n}` });
  const lists = [
    { field: 'gallery', limit: 60, item: image, message: 'Maksimal 60 foto galeri' },
    { field: 'loveStory', limit: 20, item: story, message: 'Maksimal 20 cerita' },
    { field: 'giftAccounts', limit: 10, item: gift, message: 'Maksimal 10 rekening' },
    {
      field: 'turutMengundang',
      limit: 40,
      item: (n: number) => `Keluarga ${n}`,
      message: 'Maksimal 40 nama',
    },
  ] as const;

  for (const { field, limit, item, message } of lists) {
    it(`takes 0, 1 and ${limit} entries of ${field} and refuses ${limit + 1}`, () => {
      const of = (n: number) => ({ ...complete, [field]: Array.from({ length: n }, (_, i) => item(i)) });
      expect(issuesOf(of(0))).toEqual([]);
      expect(issuesOf(of(1))).toEqual([]);
      expect(issuesOf(of(limit))).toEqual([]);
      expect(issuesOf(of(limit + 1))).toEqual([{ path: field, message }]);
    });
  }

  it('takes 1 to 6 dress-code colours and refuses a seventh', () => {
    const of = (n: number) => ({ ...complete, dressCode: { colors: Array(n).fill('#A0b1C2') } });
    expect(issuesOf(of(0))).toEqual([]);
    expect(issuesOf(of(1))).toEqual([]);
    expect(issuesOf(of(6))).toEqual([]);
    expect(issuesOf(of(7))).toEqual([{ path: 'dressCode.colors', message: 'Maksimal 6 warna' }]);
  });

  it('takes 1 to 10 events and refuses none or an eleventh', () => {
    const of = (n: number) => ({ ...complete, events: Array.from({ length: n }, (_, i) => event(i)) });
    expect(issuesOf(of(0))).toEqual([{ path: 'events', message: 'Tambahkan minimal satu acara' }]);
    expect(issuesOf(of(1))).toEqual([]);
    expect(issuesOf(of(10))).toEqual([]);
    expect(issuesOf(of(11))).toEqual([{ path: 'events', message: 'Maksimal 10 acara' }]);
    expect(issuesOf({ ...complete, events: [event(1), event(1)] })).toEqual([
      { path: 'events', message: 'ID acara harus unik' },
    ]);
  });

  it('keeps default pax a whole number from 1 to 20', () => {
    const pax = (defaultPax: unknown) => issuesOf({ ...complete, settings: { defaultPax } });
    expect(pax(0)).toEqual([{ path: 'settings.defaultPax', message: 'Jumlah tamu minimal 1' }]);
    expect(pax(1)).toEqual([]);
    expect(pax(20)).toEqual([]);
    expect(pax(21)).toEqual([{ path: 'settings.defaultPax', message: 'Jumlah tamu maksimal 20' }]);
    expect(pax(1.5)).toEqual([{ path: 'settings.defaultPax', message: 'Jumlah tamu harus bilangan bulat' }]);
    expect(pax('2')).toEqual([{ path: 'settings.defaultPax', message: 'Jumlah tamu harus berupa angka' }]);
  });

  it('needs every part of an event: each one missing on its own is named', () => {
    const without = (field: string) => {
      const { [field]: _left, ...rest } = complete.events[0] as Record<string, unknown>;
      return issuesOf({ ...complete, events: [rest] });
    };
    expect(without('timeZone')).toEqual([
      { path: 'events.0.timeZone', message: 'Zona waktu harus WIB, WITA atau WIT' },
    ]);
    expect(without('date')).toEqual([{ path: 'events.0.date', message: 'Tanggal harus berupa teks' }]);
    expect(without('startTime')).toEqual([{ path: 'events.0.startTime', message: 'Jam harus berupa teks' }]);
    expect(without('kind')).toEqual([{ path: 'events.0.kind', message: 'Jenis acara tidak dikenal' }]);
    expect(without('venue')).toEqual([{ path: 'events.0.venue', message: 'Nama tempat harus berupa teks' }]);
    expect(issuesOf(withEvent({ venue: '   ' }))).toEqual([
      { path: 'events.0.venue', message: 'Nama tempat wajib diisi' },
    ]);
    expect(issuesOf(withEvent({ timeZone: 'UTC' }))).toEqual([
      { path: 'events.0.timeZone', message: 'Zona waktu harus WIB, WITA atau WIT' },
    ]);
  });

  it('asks an end time to come after the start, and takes an event without one', () => {
    expect(issuesOf(withEvent({ endTime: '08:00' }))).toEqual([
      { path: 'events.0.endTime', message: 'Jam selesai harus setelah jam mulai' },
    ]);
    expect(issuesOf(withEvent({ endTime: '08:01' }))).toEqual([]);
    expect(issuesOf(withEvent({ endTime: undefined }))).toEqual([]);
  });

  it('names a custom event only when asked, and the draft asks neither', () => {
    expect(issuesOf(withEvent({ kind: 'custom' }))).toEqual([
      { path: 'events.0.customName', message: 'Nama acara wajib diisi untuk acara lainnya' },
    ]);
    expect(issuesOf(withEvent({ kind: 'custom', customName: 'Siraman' }))).toEqual([]);
    const draft = withEvent({ kind: 'custom', endTime: '07:00' });
    expect(issuesOf(draft, ZInvitationContentDraft as never)).toEqual([]);
  });

  it('reads clock times from 00:00 to 23:59 and dates that exist', () => {
    for (const ok of ['00:00', '09:05', '19:30', '23:59']) {
      expect(issuesOf(withEvent({ startTime: ok, endTime: undefined }))).toEqual([]);
    }
    for (const bad of ['24:00', '12:60', '9:00', '09:00:00']) {
      expect(issuesOf(withEvent({ startTime: bad, endTime: undefined }))).toEqual([
        { path: 'events.0.startTime', message: 'Jam harus berformat JJ:MM, misalnya 08:00' },
      ]);
    }
    expect(issuesOf(withEvent({ date: '2028-02-29' }))).toEqual([]);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-1', '14-06-2026']) {
      expect(issuesOf(withEvent({ date: bad }))).toEqual([
        { path: 'events.0.date', message: 'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-06-14' },
      ]);
    }
  });

  it('keeps coordinates on the globe', () => {
    expect(issuesOf(withEvent({ lat: -90, lng: -180 }))).toEqual([]);
    expect(issuesOf(withEvent({ lat: 90, lng: 180 }))).toEqual([]);
    expect(issuesOf(withEvent({ lat: 90.5 })).map((issue) => issue.path)).toEqual(['events.0.lat']);
    expect(issuesOf(withEvent({ lat: -90.5 })).map((issue) => issue.path)).toEqual(['events.0.lat']);
    expect(issuesOf(withEvent({ lng: 180.5 })).map((issue) => issue.path)).toEqual(['events.0.lng']);
    expect(issuesOf(withEvent({ lng: -180.5 })).map((issue) => issue.path)).toEqual(['events.0.lng']);
  });

  it('refuses an image key with ".." even where the pattern lets it through', () => {
    const cover = (key: string) => issuesOf({ ...complete, coverPhoto: { key } });
    expect(cover('inv/2026/cover.v2.webp')).toEqual([]);
    expect(cover('inv/../secret')).toEqual([{ path: 'coverPhoto.key', message: 'Kunci gambar tidak valid' }]);
    expect(cover('inv..webp')).toEqual([{ path: 'coverPhoto.key', message: 'Kunci gambar tidak valid' }]);
    expect(cover('/etc/passwd')).toEqual([{ path: 'coverPhoto.key', message: 'Kunci gambar tidak valid' }]);
    expect(cover(`a${'b'.repeat(199)}`)).toEqual([]);
    expect(cover(`a${'b'.repeat(200)}`)).toEqual([
      { path: 'coverPhoto.key', message: 'Kunci gambar tidak valid' },
    ]);
    const music = (key: string) => issuesOf({ ...complete, music: { key, mime: 'audio/mpeg' } });
    expect(music('inv/lagu.mp3')).toEqual([]);
    expect(music('inv/../lagu.mp3')).toEqual([{ path: 'music.key', message: 'Kunci gambar tidak valid' }]);
  });

  it('takes only the three music types', () => {
    const music = (mime: string) => issuesOf({ ...complete, music: { key: 'inv/lagu', mime } });
    expect(music('audio/ogg')).toEqual([]);
    expect(music('audio/wav')).toEqual([{ path: 'music.mime', message: 'Musik harus MP3, M4A atau OGG' }]);
  });

  it('counts a length limit to the character, after trimming', () => {
    const bride = (fullName: string) =>
      issuesOf({ ...complete, couple: { ...complete.couple, bride: { fullName } } });
    expect(bride('a'.repeat(100))).toEqual([]);
    expect(bride(` ${'a'.repeat(100)} `)).toEqual([]);
    expect(bride('a'.repeat(101))).toEqual([
      { path: 'couple.bride.fullName', message: 'Nama lengkap mempelai wanita maksimal 100 karakter' },
    ]);
    expect(bride('  ')).toEqual([
      { path: 'couple.bride.fullName', message: 'Nama lengkap mempelai wanita wajib diisi' },
    ]);
    expect(bride(42 as never)).toEqual([
      { path: 'couple.bride.fullName', message: 'Nama lengkap mempelai wanita harus berupa teks' },
    ]);
  });

  it('lets tabs and line breaks through and stops other control characters', () => {
    const quote = (text: string) => issuesOf({ ...complete, openingQuote: { text } });
    expect(quote('Baris satu\n\tbaris dua\r\n')).toEqual([]);
    for (const control of ['\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\u007F']) {
      expect(quote(`a${control}b`)).toEqual([
        { path: 'openingQuote.text', message: 'Kutipan mengandung karakter yang tidak diizinkan' },
      ]);
    }
  });

  it('reads an Instagram handle with or without its @, up to 30 characters', () => {
    const handle = (instagram: string) => {
      const result = ZInvitationContent.safeParse({
        ...complete,
        couple: { ...complete.couple, groom: { fullName: 'Dimas', instagram } },
      });
      return result.success ? result.data.couple.groom.instagram : result.error.issues.map((i) => i.message);
    };
    expect(handle(`@${'a'.repeat(30)}`)).toBe('a'.repeat(30));
    expect(handle('dimas_p.27')).toBe('dimas_p.27');
    expect(handle('')).toBe('');
    expect(handle('a'.repeat(31))).toEqual([
      'Instagram hanya boleh berisi huruf, angka, titik dan garis bawah (tanpa tautan)',
    ]);
    expect(handle('instagram.com/dimas')).toEqual([
      'Instagram hanya boleh berisi huruf, angka, titik dan garis bawah (tanpa tautan)',
    ]);
  });

  it('takes gift account numbers as digits with spaces, dots, dashes and a leading +', () => {
    const number = (value: string) =>
      issuesOf({ ...complete, giftAccounts: [{ ...gift(1), number: value }] });
    expect(number('+62 812-3456.7890')).toEqual([]);
    expect(number('0812')).toEqual([]);
    for (const bad of ['-123', 'abc', '12a3', '.5']) {
      expect(number(bad)).toEqual([
        {
          path: 'giftAccounts.0.number',
          message: 'Nomor rekening hanya boleh berisi angka, spasi, titik, tanda hubung dan + di depan',
        },
      ]);
    }
    expect(issuesOf({ ...complete, giftAccounts: [{ ...gift(1), type: 'kartu' }] })).toEqual([
      { path: 'giftAccounts.0.type', message: 'Jenis rekening harus bank atau dompet digital' },
    ]);
    expect(issuesOf({ ...complete, giftAccounts: [{ ...gift(1), holder: '' }] })).toEqual([
      { path: 'giftAccounts.0.holder', message: 'Nama pemilik rekening wajib diisi' },
    ]);
  });

  it('keeps colours as #RRGGBB, one colour at a time', () => {
    const color = (value: string) => issuesOf({ ...complete, dressCode: { colors: [value] } });
    expect(color('#00ffAA')).toEqual([]);
    for (const bad of ['#abc', '00ffaa', '#00ffag', '#00ffaa0']) {
      expect(color(bad)).toEqual([{ path: 'dressCode.colors.0', message: 'Warna harus berformat #RRGGBB' }]);
    }
  });

  it('refuses a blank name among the turut mengundang', () => {
    expect(issuesOf({ ...complete, turutMengundang: ['Keluarga Besar', ' '] })).toEqual([
      { path: 'turutMengundang.1', message: 'Nama turut mengundang wajib diisi' },
    ]);
  });
});

describe('isWebUrl, one fault per input', () => {
  it('takes http only when https is not asked', () => {
    expect(isWebUrl('http://a.example')).toBe(true);
    expect(isWebUrl('https://a.example', true)).toBe(true);
    expect(isWebUrl('ftp://a.example')).toBe(false);
    expect(isWebUrl('ftp://a.example', true)).toBe(false);
  });

  it('refuses a user name alone, a password alone and control characters', () => {
    expect(isWebUrl('https://user@a.example')).toBe(false);
    expect(isWebUrl('https://:pw@a.example')).toBe(false);
    expect(isWebUrl('https://a.example/\u0000x')).toBe(false);
    expect(isWebUrl('https://a.example/\u007F')).toBe(false);
    expect(isWebUrl('https://a.example/\u001F')).toBe(false);
  });

  it('lets an empty link through the schema but not a relative one', () => {
    expect(issuesOf({ ...complete, liveStreamUrl: '' })).toEqual([]);
    expect(issuesOf(withEvent({ mapUrl: '' }))).toEqual([]);
    expect(issuesOf(withEvent({ mapUrl: '/peta' }))).toEqual([
      { path: 'events.0.mapUrl', message: 'Tautan peta harus berupa tautan https:// yang lengkap' },
    ]);
  });
});

describe('resolveSettings, given values', () => {
  it('keeps what the couple chose over every default, a false and a deadline included', () => {
    const chosen = {
      rsvpEnabled: false,
      rsvpDeadline: '2026-06-01',
      defaultPax: 5,
      wishesEnabled: false,
      wishesModeration: true,
    };
    expect(resolveSettings({ settings: chosen })).toEqual(chosen);
  });
});

describe('missingForPublish, one gap per input', () => {
  const event = complete.events[0];
  // The fixture's literals are wider than the content's types; the rule reads them all the same.
  const only = (changes: Record<string, unknown>) =>
    ({ ...complete, events: [{ ...event, ...changes }] }) as never;

  it('names each single gap of the only event', () => {
    expect(missingForPublish(only({ timeZone: undefined }), 'minimalis')).toEqual([
      'Lengkapi acara: zona waktu belum diisi.',
    ]);
    expect(missingForPublish(only({ date: undefined }), 'minimalis')).toEqual([
      'Lengkapi acara: tanggal belum diisi.',
    ]);
    expect(missingForPublish(only({ startTime: undefined }), 'minimalis')).toEqual([
      'Lengkapi acara: jam mulai belum diisi.',
    ]);
    expect(missingForPublish(only({ venue: ' ' }), 'minimalis')).toEqual([
      'Lengkapi acara: tempat belum diisi.',
    ]);
    expect(missingForPublish(only({ venue: undefined }), 'minimalis')).toEqual([
      'Lengkapi acara: tempat belum diisi.',
    ]);
  });

  it('joins two gaps with "dan" and more with commas', () => {
    expect(missingForPublish(only({ date: undefined, venue: undefined }), 'minimalis')).toEqual([
      'Lengkapi acara: tanggal dan tempat belum diisi.',
    ]);
    expect(
      missingForPublish(
        only({ date: undefined, startTime: undefined, timeZone: undefined, venue: undefined }),
        'minimalis',
      ),
    ).toEqual(['Lengkapi acara: tanggal, jam mulai, zona waktu dan tempat belum diisi.']);
  });

  it('is content with one complete event among incomplete ones', () => {
    const content = { ...complete, events: [{ id: 'x', date: '2026-06-14' }, event] };
    expect(missingForPublish(content as never, 'minimalis')).toEqual([]);
  });

  it('names each missing name and a blank template on its own', () => {
    const blankBride = { ...complete, couple: { ...complete.couple, bride: { fullName: ' ' } } };
    expect(missingForPublish(blankBride as never, 'minimalis')).toEqual([
      'Nama lengkap mempelai wanita belum diisi.',
    ]);
    const blankGroom = { ...complete, couple: { ...complete.couple, groom: { fullName: ' ' } } };
    expect(missingForPublish(blankGroom as never, 'minimalis')).toEqual([
      'Nama lengkap mempelai pria belum diisi.',
    ]);
    expect(missingForPublish(complete as never, ' ')).toEqual(['Template undangan belum dipilih.']);
    expect(missingForPublish(undefined, 'minimalis')).toEqual([
      'Nama lengkap mempelai wanita belum diisi.',
      'Nama lengkap mempelai pria belum diisi.',
      'Tambahkan minimal satu acara dengan tanggal, jam mulai, zona waktu dan tempat.',
    ]);
  });
});

describe('ZInvitationContent, a wrong type names its field', () => {
  const cases: Array<[string, unknown, string, string]> = [
    [
      'couple.whichFirst',
      { couple: { ...complete.couple, whichFirst: 'both' } },
      'couple.whichFirst',
      'Urutan nama harus bride atau groom',
    ],
    ['events', { events: 'akad' }, 'events', 'Daftar acara tidak valid'],
    ['event id', withEvent({ id: 7 }), 'events.0.id', 'ID harus berupa teks'],
    ['lat', withEvent({ lat: '-6.2' }), 'events.0.lat', 'Lintang harus berupa angka'],
    ['lng', withEvent({ lng: '106.8' }), 'events.0.lng', 'Bujur harus berupa angka'],
    ['image key', { coverPhoto: { key: 7 } }, 'coverPhoto.key', 'Gambar tidak valid'],
    ['colour', { dressCode: { colors: [7] } }, 'dressCode.colors.0', 'Warna tidak valid'],
    [
      'rsvpEnabled',
      { settings: { rsvpEnabled: 'ya' } },
      'settings.rsvpEnabled',
      'RSVP harus aktif atau tidak',
    ],
    [
      'wishesEnabled',
      { settings: { wishesEnabled: 1 } },
      'settings.wishesEnabled',
      'Ucapan harus aktif atau tidak',
    ],
    [
      'wishesModeration',
      { settings: { wishesModeration: 'no' } },
      'settings.wishesModeration',
      'Moderasi ucapan harus aktif atau tidak',
    ],
    ['pageLanguage', { pageLanguage: 'jv' }, 'pageLanguage', 'Bahasa halaman harus id atau en'],
    [
      'rsvpDeadline',
      { settings: { rsvpDeadline: 20260601 } },
      'settings.rsvpDeadline',
      'Tanggal harus berupa teks',
    ],
  ];

  for (const [name, changes, path, message] of cases) {
    it(`answers a wrong ${name} with its own sentence`, () => {
      expect(issuesOf({ ...complete, ...(changes as object) })).toEqual([{ path, message }]);
    });
  }
});

describe('ZInvitationContent, patterns anchored at both ends', () => {
  it('refuses a date, a time, a colour, an image key or a handle with something before or after it', () => {
    for (const date of ['12026-06-14', '2026-06-145', '0050-01-01']) {
      expect(issuesOf(withEvent({ date })).map((issue) => issue.path)).toEqual(['events.0.date']);
    }
    expect(issuesOf(withEvent({ startTime: 'x09:00', endTime: undefined })).map((i) => i.path)).toEqual([
      'events.0.startTime',
    ]);
    expect(issuesOf({ ...complete, dressCode: { colors: ['a#00ffaa'] } }).map((i) => i.path)).toEqual([
      'dressCode.colors.0',
    ]);
    const groom = (instagram: string) =>
      issuesOf({ ...complete, couple: { ...complete.couple, groom: { fullName: 'Dimas', instagram } } });
    expect(groom('dimas@gmail').map((issue) => issue.path)).toEqual(['couple.groom.instagram']);
  });

  it('names the person in a nickname that is too long', () => {
    const bride = { fullName: 'Rara', nickname: 'r'.repeat(41) };
    expect(issuesOf({ ...complete, couple: { ...complete.couple, bride } })).toEqual([
      { path: 'couple.bride.nickname', message: 'Nama panggilan mempelai wanita maksimal 40 karakter' },
    ]);
  });

  it('asks for the name of whichever partner is missing', () => {
    const onlyGroom = { ...complete, couple: { groom: complete.couple.groom } };
    expect(missingForPublish(onlyGroom as never, 'minimalis')).toEqual([
      'Nama lengkap mempelai wanita belum diisi.',
    ]);
    const onlyBride = { ...complete, couple: { bride: complete.couple.bride } };
    expect(missingForPublish(onlyBride as never, 'minimalis')).toEqual([
      'Nama lengkap mempelai pria belum diisi.',
    ]);
  });
});

describe('ZInvitationContent, the smaller sections', () => {
  it('trims the date and the times it reads', () => {
    const parsed = ZInvitationContent.parse(
      withEvent({ date: ' 2026-06-14 ', startTime: ' 08:00', endTime: '10:00 ' }),
    );
    expect(parsed.events[0]).toMatchObject({ date: '2026-06-14', startTime: '08:00', endTime: '10:00' });
  });

  it('keeps a love-story entry’s fields and holds each to its length', () => {
    const entry = {
      id: 's1',
      date: 'Juni 2020',
      title: 'Pertama bertemu',
      text: 'Di kampus.',
      photo: { key: 'inv/s1.webp' },
    };
    expect(ZInvitationContent.parse({ ...complete, loveStory: [entry] }).loveStory).toEqual([entry]);
    expect(issuesOf({ ...complete, loveStory: [{ title: 't'.repeat(81) }] })).toEqual([
      { path: 'loveStory.0.title', message: 'Judul cerita maksimal 80 karakter' },
    ]);
  });

  it('keeps the gift address and holds each field to its length', () => {
    const giftAddress = { recipient: 'Rara', address: 'Jl. Melati 5, Yogyakarta' };
    expect(ZInvitationContent.parse({ ...complete, giftAddress }).giftAddress).toEqual(giftAddress);
    expect(issuesOf({ ...complete, giftAddress: { recipient: 'r'.repeat(101) } })).toEqual([
      { path: 'giftAddress.recipient', message: 'Nama penerima kado maksimal 100 karakter' },
    ]);
  });

  it('asks for a full name when a partner has only a nickname', () => {
    const nicknames = { ...complete, couple: { bride: { nickname: 'Rara' }, groom: { nickname: 'Dimas' } } };
    expect(missingForPublish(nicknames as never, 'minimalis')).toEqual([
      'Nama lengkap mempelai wanita belum diisi.',
      'Nama lengkap mempelai pria belum diisi.',
    ]);
  });
});
