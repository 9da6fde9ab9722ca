import { describe, expect, it } from 'vitest';
import { ZPublicFormAnswer, ZWishSubmission, parseRsvpForm } from './public-forms';

describe('parseRsvpForm', () => {
  it('groups the flat fields per event', () => {
    const result = parseRsvpForm({
      token: 't',
      guestCode: '',
      name: ' Budi ',
      'attendance.akad': 'hadir',
      'pax.akad': '3',
      'attendance.resepsi': 'tidak_hadir',
      message: '',
    });
    expect(result.success && result.data).toEqual({
      token: 't',
      name: 'Budi',
      answers: [
        { eventId: 'akad', attendance: 'hadir', pax: 3 },
        { eventId: 'resepsi', attendance: 'tidak_hadir', pax: 1 },
      ],
    });
  });

  it("groups a household's answers per member and its plus-ones per session", () => {
    const result = parseRsvpForm({
      token: 't',
      'member.akad.m1': 'hadir',
      'member.akad.m2': 'tidak_hadir',
      'member.resepsi.m1': 'tidak_hadir',
      'member.resepsi.m2': 'tidak_hadir',
      'plusOnes.akad': '2',
      'plusOne.akad.1': ' Rina ',
      'plusOne.akad.2': '',
    });
    expect(result.data?.answers).toEqual([
      {
        eventId: 'akad',
        attendance: 'hadir',
        pax: 1,
        members: { m1: 'hadir', m2: 'tidak_hadir' },
        plusOnes: ['Rina', ''],
      },
      {
        eventId: 'resepsi',
        attendance: 'tidak_hadir',
        pax: 1,
        members: { m1: 'tidak_hadir', m2: 'tidak_hadir' },
      },
    ]);
  });

  it('counts plus-ones as the larger of the count and the last name typed, and skips a session with none', () => {
    const plusOnes = (fields: Record<string, string>) =>
      parseRsvpForm({ token: 't', 'attendance.akad': 'hadir', ...fields }).data?.answers[0]?.plusOnes;
    expect(plusOnes({ 'plusOnes.akad': '1' })).toEqual(['']);
    expect(plusOnes({ 'plusOnes.akad': '0', 'plusOne.akad.2': 'Tono' })).toEqual(['', 'Tono']);
    expect(plusOnes({ 'plusOnes.akad': '0' })).toEqual([]);
    expect(
      parseRsvpForm({ token: 't', 'plusOnes.resepsi': '0', 'attendance.akad': 'hadir' }).data?.answers,
    ).toHaveLength(1);
  });

  it('refuses a member answer other than hadir or tidak hadir, and a plus-one count that is not a number', () => {
    const bad = parseRsvpForm({ token: 't', 'member.akad.m1': 'ragu', 'plusOnes.akad': 'dua' });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Jumlah tamu pendamping harus berupa angka',
      'Pilih hadir atau tidak hadir',
    ]);
  });

  it('explains a missing answer, a bad pax and an expired form in Indonesian', () => {
    const result = parseRsvpForm({ 'attendance.akad': 'mungkin', 'pax.akad': '99' });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Formulir sudah kedaluwarsa, muat ulang halaman',
        'Pilih hadir, tidak hadir atau masih ragu',
        'Jumlah tamu maksimal 20',
      ]),
    );
    expect(parseRsvpForm({ token: 't' }).error?.issues[0]?.message).toBe(
      'Pilih kehadiran untuk minimal satu acara',
    );
  });
});

describe('ZWishSubmission', () => {
  it('needs a name on the general link and a message always', () => {
    const result = ZWishSubmission.safeParse({ token: 't', name: '', message: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Ucapan wajib diisi',
      'Nama wajib diisi',
    ]);
    const noName = ZWishSubmission.safeParse({ token: 't', name: '', message: 'Selamat' });
    expect(noName.error?.issues.map((issue) => issue.message)).toEqual(['Nama wajib diisi']);
    expect(
      ZWishSubmission.safeParse({ token: 't', guestCode: 'abc', message: 'Selamat', attendance: '' }).success,
    ).toBe(true);
  });
});

type TIssue = { path: string; message: string };
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.error?.issues.map((issue): TIssue => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('parseRsvpForm, one fault per input', () => {
  const form = (changes: Record<string, unknown>) => ({ token: 't', 'attendance.akad': 'hadir', ...changes });

  it('takes a party of 1 to 20, counts a missing or empty pax as 1', () => {
    const pax = (value: unknown) => parseRsvpForm(form({ 'pax.akad': value }));
    expect(pax('1').data?.answers).toEqual([{ eventId: 'akad', attendance: 'hadir', pax: 1 }]);
    expect(pax('20').data?.answers[0]?.pax).toBe(20);
    expect(pax('').data?.answers[0]?.pax).toBe(1);
    expect(pax(null).data?.answers[0]?.pax).toBe(1);
    expect(parseRsvpForm(form({})).data?.answers[0]?.pax).toBe(1);
    expect(issuesOf(pax('0'))).toEqual([{ path: 'answers.0.pax', message: 'Jumlah tamu minimal 1' }]);
    expect(issuesOf(pax('21'))).toEqual([{ path: 'answers.0.pax', message: 'Jumlah tamu maksimal 20' }]);
    expect(issuesOf(pax('1.5'))).toEqual([
      { path: 'answers.0.pax', message: 'Jumlah tamu harus bilangan bulat' },
    ]);
  });

  it('reads only attendance fields that carry an event id and an answer', () => {
    const only = (body: Record<string, unknown>) =>
      parseRsvpForm(form(body)).data?.answers.map((a) => a.eventId);
    expect(only({ 'attendance.resepsi': '' })).toEqual(['akad']);
    expect(only({ 'attendance.resepsi': null })).toEqual(['akad']);
    expect(only({ 'attendance.': 'hadir', 'x.attendance.resepsi': 'hadir', attendance: 'hadir' })).toEqual([
      'akad',
    ]);
    expect(only({ 'attendance.resepsi': 'ragu' })).toEqual(['akad', 'resepsi']);
    expect(only({ 'attendance.resepsi\nx': 'ragu' })).toEqual(['akad']);
  });

  it('answers at most ten events', () => {
    const events = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`attendance.e${i}`, 'hadir']));
    expect(parseRsvpForm({ token: 't', ...events(10) }).success).toBe(true);
    expect(issuesOf(parseRsvpForm({ token: 't', ...events(11) })).map((issue) => issue.path)).toEqual([
      'answers',
    ]);
  });

  it('knows an event only by a plain id of up to 40 characters', () => {
    const id = (eventId: string) => parseRsvpForm({ token: 't', [`attendance.${eventId}`]: 'hadir' });
    expect(id('a'.repeat(40)).success).toBe(true);
    expect(issuesOf(id('a'.repeat(41)))).toEqual([
      { path: 'answers.0.eventId', message: 'Acara tidak dikenal' },
    ]);
    expect(issuesOf(id('a b'))).toEqual([{ path: 'answers.0.eventId', message: 'Acara tidak dikenal' }]);
  });

  it('takes a token of up to 200 characters', () => {
    expect(parseRsvpForm(form({ token: 'x'.repeat(200) })).success).toBe(true);
    expect(issuesOf(parseRsvpForm(form({ token: 'x'.repeat(201) }))).map((issue) => issue.path)).toEqual([
      'token',
    ]);
    expect(issuesOf(parseRsvpForm(form({ token: '' })))).toEqual([
      { path: 'token', message: 'Formulir sudah kedaluwarsa, muat ulang halaman' },
    ]);
  });

  it('takes a guest code of up to 100 letters, digits, _ and -', () => {
    expect(parseRsvpForm(form({ guestCode: `A-_${'b'.repeat(97)}` })).success).toBe(true);
    expect(issuesOf(parseRsvpForm(form({ guestCode: 'b'.repeat(101) })))).toEqual([
      { path: 'guestCode', message: 'Kode tamu tidak valid' },
    ]);
    expect(issuesOf(parseRsvpForm(form({ guestCode: 'ab/c' })))).toEqual([
      { path: 'guestCode', message: 'Kode tamu tidak valid' },
    ]);
  });

  it('keeps a name to 100 and a message to 500 characters, and drops blank ones', () => {
    expect(parseRsvpForm(form({ name: 'n'.repeat(100), message: 'm'.repeat(500) })).success).toBe(true);
    expect(issuesOf(parseRsvpForm(form({ name: 'n'.repeat(101) })))).toEqual([
      { path: 'name', message: 'Nama maksimal 100 karakter' },
    ]);
    expect(issuesOf(parseRsvpForm(form({ message: 'm'.repeat(501) })))).toEqual([
      { path: 'message', message: 'Pesan maksimal 500 karakter' },
    ]);
    const blank = parseRsvpForm(form({ name: '  ', message: ' ' }));
    expect(blank.data).toEqual({ token: 't', answers: [{ eventId: 'akad', attendance: 'hadir', pax: 1 }] });
  });
});

describe('ZWishSubmission, one fault per input', () => {
  const wish = (changes: Record<string, unknown>) =>
    ZWishSubmission.safeParse({ token: 't', name: 'Budi', message: 'Selamat', ...changes });

  it('takes a wish of up to 500 characters', () => {
    expect(wish({ message: 'm'.repeat(500) }).success).toBe(true);
    expect(issuesOf(wish({ message: 'm'.repeat(501) }))).toEqual([
      { path: 'message', message: 'Ucapan maksimal 500 karakter' },
    ]);
  });

  it('takes a name of up to 100 characters on the general link', () => {
    expect(wish({ name: 'n'.repeat(100) }).success).toBe(true);
    expect(issuesOf(wish({ name: 'n'.repeat(101) }))).toEqual([
      { path: 'name', message: 'Nama maksimal 100 karakter' },
    ]);
    expect(issuesOf(wish({ name: null }))).toEqual([{ path: 'name', message: 'Nama wajib diisi' }]);
  });

  it('signs with the guest code instead of a name, and reads empty fields as not given', () => {
    expect(wish({ name: '', guestCode: 'abc' }).data).toEqual({
      token: 't',
      guestCode: 'abc',
      message: 'Selamat',
    });
    expect(issuesOf(wish({ name: '', guestCode: '' }))).toEqual([
      { path: 'name', message: 'Nama wajib diisi' },
    ]);
    expect(issuesOf(wish({ guestCode: 'a b' }))).toEqual([
      { path: 'guestCode', message: 'Kode tamu tidak valid' },
    ]);
  });

  it('takes an attendance only from the three answers', () => {
    expect(wish({ attendance: 'ragu' }).data?.attendance).toBe('ragu');
    expect(wish({ attendance: null }).data?.attendance).toBeUndefined();
    expect(issuesOf(wish({ attendance: 'mungkin' })).map((issue) => issue.path)).toEqual(['attendance']);
    expect(issuesOf(wish({ token: '' }))).toEqual([
      { path: 'token', message: 'Formulir sudah kedaluwarsa, muat ulang halaman' },
    ]);
  });
});

describe('ZPublicFormAnswer', () => {
  it('keeps the sentence and the wish it answers with', () => {
    const answer = {
      message: 'Terima kasih',
      wish: { name: 'Budi', message: 'Selamat', attendance: 'hadir', createdAt: '2026-06-01T10:00:00.000Z' },
    };
    expect(ZPublicFormAnswer.parse(answer)).toEqual(answer);
    expect(ZPublicFormAnswer.safeParse({ wish: answer.wish }).success).toBe(false);
  });
});
