import { describe, expect, it } from 'vitest';
import { ZWishSubmission, parseRsvpForm } from './public-forms';

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
