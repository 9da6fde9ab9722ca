import { describe, expect, it } from 'vitest';
import { DEFAULT_INVITATION_MESSAGE, DEFAULT_REMINDER_MESSAGE } from '@undangin/shared/guests/messages';
import { fillMessage, messageValues, type TMessageValues } from './message';

const values: TMessageValues = {
  nama: 'Budi Santoso',
  salam: 'Bapak',
  link: 'https://undangin.test/u/rara-dimas/AbC',
  mempelai: 'Rara & Dimas',
  tanggal: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB',
  lokasi: 'Masjid Gede Kauman',
  acara: '🗓️ Akad Nikah: Sabtu, 14 Juni 2031 pukul 08.00 WIB 📍 Masjid Gede Kauman',
};

describe('fillMessage', () => {
  it('fills every placeholder, each as often as it appears', () => {
    expect(
      fillMessage(
        '{salam} {nama}, {mempelai} mengundang {salam} {nama} pada {tanggal} di {lokasi}: {link}',
        values,
      ),
    ).toBe(
      'Bapak Budi Santoso, Rara & Dimas mengundang Bapak Budi Santoso pada Sabtu, 14 Juni 2031 pukul 08.00 WIB di Masjid Gede Kauman: https://undangin.test/u/rara-dimas/AbC',
    );
  });

  it('drops an empty salutation with its space, wherever it stands', () => {
    const none = { ...values, salam: '' };
    expect(fillMessage('Kepada Yth. {salam} {nama}', none)).toBe('Kepada Yth. Budi Santoso');
    expect(fillMessage('{salam} {nama}', none)).toBe('Budi Santoso');
    expect(fillMessage('Halo {salam}, apa kabar', none)).toBe('Halo, apa kabar');
  });

  it('reads placeholders in any case and leaves unknown braces alone', () => {
    expect(fillMessage('{Nama} {NAMA} {tamu}', values)).toBe('Budi Santoso Budi Santoso {tamu}');
  });

  it('fills the warm default without leftovers', () => {
    const text = fillMessage(DEFAULT_INVITATION_MESSAGE, values);
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(text).toContain('Bapak Budi Santoso');
    expect(text).toContain(values.link);
  });

  it('names every event of the guest in both defaults', () => {
    expect(fillMessage(DEFAULT_INVITATION_MESSAGE, values)).toContain(values.acara);
    expect(fillMessage(DEFAULT_REMINDER_MESSAGE, values)).toContain(values.acara);
  });
});

describe('messageValues', () => {
  const context = {
    couple: 'Rara & Dimas',
    events: [
      { id: 'akad', label: 'Akad Nikah', date: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB', location: 'Masjid' },
      { id: 'resepsi', label: 'Resepsi', date: 'Sabtu, 14 Juni 2031 pukul 11.00 WIB', location: 'Pendopo' },
    ],
  };
  const guest = {
    name: 'Budi',
    salutation: null,
    link: 'https://x.test/u/a/b',
    invitedEventIds: [] as string[],
  };

  it('takes the date and place of the first event the guest is invited to', () => {
    expect(messageValues(guest, context)).toMatchObject({
      tanggal: context.events[0]!.date,
      lokasi: 'Masjid',
      salam: '',
    });
    expect(messageValues({ ...guest, invitedEventIds: ['resepsi'] }, context)).toMatchObject({
      lokasi: 'Pendopo',
    });
  });

  it('lists every event the guest is invited to, one per line, in time order', () => {
    expect(messageValues(guest, context).acara).toBe(
      '🗓️ Akad Nikah: Sabtu, 14 Juni 2031 pukul 08.00 WIB 📍 Masjid\n' +
        '🗓️ Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo',
    );
    expect(messageValues({ ...guest, invitedEventIds: ['resepsi'] }, context).acara).toBe(
      '🗓️ Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo',
    );
  });

  it('leaves out the date or the place an event does not have yet', () => {
    const sparse = {
      couple: 'Rara & Dimas',
      events: [
        { id: 'a', label: 'Akad Nikah', date: '', location: 'Masjid' },
        { id: 'b', label: 'Resepsi', date: 'Sabtu, 14 Juni 2031', location: '' },
        { id: 'c', label: 'Syukuran', date: '', location: '' },
      ],
    };
    expect(messageValues(guest, sparse).acara).toBe(
      '🗓️ Akad Nikah 📍 Masjid\n🗓️ Resepsi: Sabtu, 14 Juni 2031\n🗓️ Syukuran',
    );
    expect(messageValues(guest, { couple: 'Rara & Dimas', events: [] }).acara).toBe('');
  });

  it('fills a saved template written before {acara} as it did', () => {
    const saved = 'Hadirilah pada {tanggal} di {lokasi}.';
    expect(fillMessage(saved, messageValues(guest, context))).toBe(
      `Hadirilah pada ${context.events[0]!.date} di Masjid.`,
    );
  });
});
