import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITATION_MESSAGE,
  DEFAULT_REMINDER_MESSAGE,
  READY_MESSAGES,
} from '@undangin/shared/guests/messages';
import { fillMessage, messageValues, type TMessageValues } from './message';

const values: TMessageValues = {
  nama: 'Budi Santoso',
  salam: 'Bapak',
  link: 'https://undangin.test/u/rara-dimas/AbC',
  mempelai: 'Rara & Dimas',
  tanggal: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB',
  lokasi: 'Masjid Gede Kauman',
  acara: '🗓️ Akad Nikah: Sabtu, 14 Juni 2031 pukul 08.00 WIB 📍 Masjid Gede Kauman',
  peta: 'https://maps.example/kauman',
  qr: 'https://undangin.test/u/rara-dimas/AbC#qr',
  jawaban: 'Akad Nikah: hadir, 2 orang',
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
      {
        id: 'akad',
        label: 'Akad Nikah',
        date: 'Sabtu, 14 Juni 2031 pukul 08.00 WIB',
        location: 'Masjid',
        mapUrl: 'https://maps.example/masjid',
      },
      {
        id: 'resepsi',
        label: 'Resepsi',
        date: 'Sabtu, 14 Juni 2031 pukul 11.00 WIB',
        location: 'Pendopo',
        mapUrl: 'https://maps.example/pendopo',
      },
    ],
    checkIn: true,
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
        { id: 'a', label: 'Akad Nikah', date: '', location: 'Masjid', mapUrl: '' },
        { id: 'b', label: 'Resepsi', date: 'Sabtu, 14 Juni 2031', location: '', mapUrl: '' },
        { id: 'c', label: 'Syukuran', date: '', location: '', mapUrl: '' },
      ],
      checkIn: false,
    };
    expect(messageValues(guest, sparse).acara).toBe(
      '🗓️ Akad Nikah 📍 Masjid\n🗓️ Resepsi: Sabtu, 14 Juni 2031\n🗓️ Syukuran',
    );
    expect(messageValues(guest, { couple: 'Rara & Dimas', events: [], checkIn: false }).acara).toBe('');
  });

  it('fills a saved template written before {acara} as it did', () => {
    const saved = 'Hadirilah pada {tanggal} di {lokasi}.';
    expect(fillMessage(saved, messageValues(guest, context))).toBe(
      `Hadirilah pada ${context.events[0]!.date} di Masjid.`,
    );
  });

  it('gives one map link alone, and several each under its event’s name', () => {
    expect(messageValues({ ...guest, invitedEventIds: ['resepsi'] }, context).peta).toBe(
      'https://maps.example/pendopo',
    );
    expect(messageValues(guest, context).peta).toBe(
      '\nAkad Nikah: https://maps.example/masjid\nResepsi: https://maps.example/pendopo',
    );
    const oneMapped = { ...context, events: [context.events[0]!, { ...context.events[1]!, mapUrl: '' }] };
    expect(messageValues(guest, oneMapped).peta).toBe('https://maps.example/masjid');
  });

  it('points {qr} at the QR on the guest’s page only when the package includes check-in', () => {
    const withLanguage = { ...guest, link: 'https://x.test/u/a/b?lang=en' };
    expect(messageValues(withLanguage, context).qr).toBe('https://x.test/u/a/b?lang=en#qr');
    expect(messageValues(withLanguage, { ...context, checkIn: false }).qr).toBe('');
  });

  it('writes the answers per session in words, a session without one as not answered', () => {
    const answered = {
      ...guest,
      rsvp: [
        { eventId: 'akad', attendance: 'hadir' as const, pax: 2 },
        { eventId: 'other', attendance: 'tidak_hadir' as const, pax: 1 },
      ],
    };
    expect(messageValues(answered, context).jawaban).toBe(
      'Akad Nikah: hadir, 2 orang\nResepsi: belum menjawab',
    );
    expect(messageValues(answered, context, 'en').jawaban).toBe(
      'Akad Nikah: attending, 2 people\nResepsi: no answer yet',
    );
    const one = { ...guest, rsvp: [{ eventId: 'akad', attendance: 'hadir' as const, pax: 1 }] };
    expect(messageValues(one, context, 'en').jawaban).toContain('attending, 1 person');
    const declined = { ...guest, rsvp: [{ eventId: 'resepsi', attendance: 'tidak_hadir' as const, pax: 1 }] };
    expect(messageValues(declined, context).jawaban).toBe('Akad Nikah: belum menjawab\nResepsi: tidak hadir');
    const unsure = { ...guest, rsvp: [{ eventId: 'akad', attendance: 'ragu' as const, pax: 1 }] };
    expect(messageValues(unsure, context, 'en').jawaban).toContain('Akad Nikah: not sure yet');
  });
});

describe('the ready-made follow-ups', () => {
  const full = { ...values, jawaban: 'Akad Nikah: hadir, 2 orang' };

  it('fill the H-1 reminder with the venue, the map, the QR and the answers', () => {
    const text = fillMessage(READY_MESSAGES.day_before.id, full);
    expect(text).not.toMatch(/\{[a-z]+\}/);
    expect(text).toContain(values.acara);
    expect(text).toContain('Peta lokasi: https://maps.example/kauman');
    expect(text).toContain('QR untuk check-in di pintu masuk: https://undangin.test/u/rara-dimas/AbC#qr');
    expect(text).toContain('Akad Nikah: hadir, 2 orang');
  });

  it('leave out the map and QR lines, label and all, when there is nothing to put on them', () => {
    const text = fillMessage(READY_MESSAGES.day_before.en, { ...full, peta: '', qr: '' });
    expect(text).not.toContain('Map:');
    expect(text).not.toContain('QR');
    expect(text).toContain('See you tomorrow');
    expect(text).not.toMatch(/\n\n\n/);
  });

  it('fill the RSVP nudge with the link, in both languages', () => {
    for (const language of ['id', 'en'] as const) {
      const text = fillMessage(READY_MESSAGES.rsvp_nudge[language], values);
      expect(text).toContain(values.link);
      expect(text).not.toMatch(/\{[a-z]+\}/);
    }
  });
});
