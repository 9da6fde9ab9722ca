import { describe, expect, it } from 'vitest';
import type { TColumnMap } from './columns';
import { parseRow } from './rows';

// Columns in this order: name, salutation, phone, email, group, quota, sessions, notes, language, members.
const map: TColumnMap = {
  name: 0,
  salutation: 1,
  phone: 2,
  email: 3,
  group: 4,
  quota: 5,
  sessions: 6,
  notes: 7,
  language: 8,
  members: 9,
};
const events = [
  { id: 'akad', kind: 'akad' as const },
  { id: 'resepsi', kind: 'resepsi' as const },
];

/** One row with every cell valid but the one given. */
function row(changes: Partial<Record<keyof TColumnMap, string>>) {
  const cells = {
    name: 'Budi',
    salutation: 'Bapak',
    phone: '0812 3456 7890',
    email: 'budi@example.com',
    group: 'Kantor',
    quota: '2',
    sessions: '',
    notes: '',
    language: '',
    members: '',
    ...changes,
  };
  return parseRow(
    [
      cells.name,
      cells.salutation,
      cells.phone,
      cells.email,
      cells.group,
      cells.quota,
      cells.sessions,
      cells.notes,
      cells.language,
      cells.members,
    ],
    2,
    map,
    events,
  );
}

describe('parseRow, one fault per row', () => {
  it('reads a clean row without errors', () => {
    expect(row({})).toEqual({
      row: 2,
      name: 'Budi',
      salutation: 'Bapak',
      phone: '+6281234567890',
      email: 'budi@example.com',
      group: 'Kantor',
      quota: 2,
      invitedEventIds: null,
      notes: null,
      language: null,
      members: null,
      errors: [],
      warnings: [],
    });
  });

  it('reads the household members from one cell, separated by semicolons', () => {
    expect(row({ members: ' Pak Harto ;Bu  Harto;; Dimas ', quota: '3' })).toMatchObject({
      members: ['Pak Harto', 'Bu Harto', 'Dimas'],
      errors: [],
    });
    expect(row({ members: ' ; ' })).toMatchObject({ members: null, errors: [] });
  });

  it('takes 20 members and refuses 21', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Anggota ${i + 1}`).join('; ');
    expect(row({ members: names(20), quota: '20' })).toMatchObject({ errors: [] });
    expect(row({ members: names(21), quota: '20' })).toMatchObject({
      members: null,
      errors: ['Anggota keluarga maksimal 20 orang, tertulis 21'],
    });
  });

  it('refuses a member name over 100 characters', () => {
    expect(row({ members: `A; ${'b'.repeat(101)}` }).errors).toEqual([
      `Nama anggota maksimal 100 karakter: "${'b'.repeat(30)}…"`,
    ]);
    expect(row({ members: `A; ${'b'.repeat(100)}` }).errors).toEqual([]);
  });

  it('refuses a quota below the members and takes one equal to them', () => {
    expect(row({ members: 'A; B; C', quota: '2' }).errors).toEqual(['Kuota minimal sebanyak anggota keluarga (3)']);
    expect(row({ members: 'A; B; C', quota: '3' }).errors).toEqual([]);
  });

  it('reads the language as id or en, or as its name in Indonesian or English, in any case', () => {
    for (const [written, language] of [
      ['id', 'id'],
      ['EN', 'en'],
      ['Indonesia', 'id'],
      [' english ', 'en'],
      ['Bahasa Inggris', 'en'],
      ['bahasa indonesia', 'id'],
    ] as const) {
      expect(row({ language: written })).toMatchObject({ language, errors: [] });
    }
    expect(row({ language: '' })).toMatchObject({ language: null, errors: [] });
  });

  it('refuses any other language, naming what was written', () => {
    for (const language of ['ar', 'Jawa', 'id-ID', 'e n']) {
      expect(row({ language })).toMatchObject({
        language: null,
        errors: [`Bahasa harus id atau en (Indonesia atau English), tertulis "${language}"`],
      });
    }
  });

  it('reads a quota from 1 to 20, also written "3 orang" or "2,0", and leaves an empty one to the default', () => {
    expect(row({ quota: '1' }).quota).toBe(1);
    expect(row({ quota: '20' }).quota).toBe(20);
    expect(row({ quota: '3 orang' }).quota).toBe(3);
    expect(row({ quota: '4 PAX' }).quota).toBe(4);
    expect(row({ quota: '2,0' }).quota).toBe(2);
    expect(row({ quota: ' ' })).toMatchObject({ quota: null, errors: [] });
  });

  it('refuses a quota of 0, 21, a fraction or words, naming what was written', () => {
    for (const quota of ['0', '21', '2,5', 'dua', '-1']) {
      expect(row({ quota })).toMatchObject({
        quota: null,
        errors: [`Jumlah orang harus angka 1–20, tertulis "${quota}"`],
      });
    }
  });

  it('needs a name of up to 100 characters', () => {
    expect(row({ name: ' ' }).errors).toEqual(['Nama kosong']);
    expect(row({ name: 'n'.repeat(100) }).errors).toEqual([]);
    expect(row({ name: 'n'.repeat(101) }).errors).toEqual(['Nama maksimal 100 karakter']);
  });

  it('refuses a bad phone, warns of a landline, and drops neither silently', () => {
    expect(row({ phone: '12345' })).toMatchObject({
      phone: null,
      errors: ['Nomor telepon tidak valid: "12345"'],
    });
    expect(row({ phone: '(021) 555-1234' })).toMatchObject({
      phone: '+62215551234',
      errors: [],
      warnings: ['Nomor telepon rumah: pesan WhatsApp mungkin tidak sampai'],
    });
    expect(row({ phone: '' })).toMatchObject({ phone: null, errors: [] });
  });

  it('reads an email in lower case and refuses a malformed one', () => {
    expect(row({ email: 'Budi@Example.COM' }).email).toBe('budi@example.com');
    expect(row({ email: 'budi@' })).toMatchObject({ email: null, errors: ['Email tidak valid: "budi@"'] });
  });

  it('keeps salutation, group and notes to their lengths', () => {
    expect(row({ salutation: 's'.repeat(40) }).errors).toEqual([]);
    expect(row({ salutation: 's'.repeat(41) })).toMatchObject({
      salutation: null,
      errors: ['Sapaan maksimal 40 karakter'],
    });
    expect(row({ group: 'g'.repeat(61) })).toMatchObject({
      group: null,
      errors: ['Kelompok maksimal 60 karakter'],
    });
    expect(row({ notes: 'c'.repeat(500) }).errors).toEqual([]);
    expect(row({ notes: 'c'.repeat(501) }).errors).toEqual(['Catatan maksimal 500 karakter']);
  });

  it('reads sessions by name or id, every event for "Semua", and names one that does not exist', () => {
    expect(row({ sessions: 'Akad Nikah' }).invitedEventIds).toEqual(['akad']);
    expect(row({ sessions: 'akad dan Resepsi' }).invitedEventIds).toEqual(['akad', 'resepsi']);
    expect(row({ sessions: 'Semua' }).invitedEventIds).toEqual([]);
    expect(row({ sessions: 'Lamaran' }).errors).toEqual(['Sesi "Lamaran" tidak ada di undangan ini']);
    const noColumn = parseRow(
      ['Budi'],
      3,
      {
        ...map,
        sessions: null,
        salutation: null,
        phone: null,
        email: null,
        group: null,
        quota: null,
        notes: null,
        language: null,
      },
      events,
    );
    expect(noColumn).toMatchObject({ invitedEventIds: null, errors: [] });
  });
});

describe('parseRow, how cells are written', () => {
  const more = [...events, { id: 'e3', kind: 'custom' as const, customName: 'Siraman & Pengajian' }];
  const sessions = (value: string) => parseRow(['Budi', '', '', '', '', '', value, ''], 2, map, more);

  it('reads sessions separated by ; , / & or "dan", once each, in any case', () => {
    for (const value of [
      'akad;resepsi',
      'akad/resepsi',
      'akad  &  resepsi',
      'Akad Nikah,  Resepsi',
      'akad  DAN  resepsi',
    ]) {
      expect(sessions(value)).toMatchObject({ invitedEventIds: ['akad', 'resepsi'], errors: [] });
    }
    expect(sessions('AKAD NIKAH, akad').invitedEventIds).toEqual(['akad']);
    expect(sessions('RESEPSI').invitedEventIds).toEqual(['resepsi']);
    expect(sessions('akad;;resepsi,')).toMatchObject({ invitedEventIds: ['akad', 'resepsi'], errors: [] });
  });

  it('reads an event whose own name holds a separator as that one event', () => {
    expect(sessions('siraman & pengajian')).toMatchObject({ invitedEventIds: ['e3'], errors: [] });
  });

  it('invites to every event only for the whole word "Semua" or "All"', () => {
    for (const value of ['all', ' SEMUA ACARA ', 'Semua sesi']) {
      expect(sessions(value)).toMatchObject({ invitedEventIds: [], errors: [] });
    }
    expect(sessions('bukan semua').errors).toEqual(['Sesi "bukan semua" tidak ada di undangan ini']);
    expect(sessions('semua tamu').errors).toEqual(['Sesi "semua tamu" tidak ada di undangan ini']);
  });

  it('takes the couple’s group from a Google Contacts label, and other groups as written', () => {
    const group = (value: string) => row({ group: value }).group;
    expect(group('Keluarga ::: * myContacts')).toBe('Keluarga');
    expect(group('* myContacts ::: Teman Kantor')).toBe('Teman Kantor');
    expect(group('Kantor ::: Teman')).toBe('Kantor ::: Teman');
    expect(group('* starred')).toBe('* starred');
    expect(group('* starred ::: * myContacts')).toBeNull();
  });

  it('reads spaces, tabs and line breaks inside a cell as one space', () => {
    expect(row({ name: ' Budi \t\n Santoso ' }).name).toBe('Budi Santoso');
  });

  it('reads "2.00" and "3orang" as whole quotas', () => {
    expect(row({ quota: '2.00' }).quota).toBe(2);
    expect(row({ quota: '3orang' }).quota).toBe(3);
  });

  it('takes an email of up to 254 characters', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    const local = (length: number) => 'b'.repeat(length - domain.length - 1);
    expect(row({ email: `${local(254)}@${domain}` }).errors).toEqual([]);
    expect(row({ email: `${local(255)}@${domain}` }).errors).toHaveLength(1);
  });

  it('trims notes and drops control characters from them', () => {
    expect(row({ notes: '  Vegetarian\u0007  ' }).notes).toBe('Vegetarian');
  });
});
