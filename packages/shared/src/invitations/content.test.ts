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
