import { describe, expect, it } from 'vitest';
import type { TColumnMap } from './columns';
import { parseRow } from './rows';

// Columns in this order: name, salutation, phone, email, group, quota, sessions, notes.
const map: TColumnMap = {
  name: 0,
  salutation: 1,
  phone: 2,
  email: 3,
  group: 4,
  quota: 5,
  sessions: 6,
  notes: 7,
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
      errors: [],
      warnings: [],
    });
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
      },
      events,
    );
    expect(noColumn).toMatchObject({ invitedEventIds: null, errors: [] });
  });
});
