import type { TPageLanguage } from '@undangin/shared';

/**
 * What guests read after sending a form, in the page's language. A form posted without JavaScript
 * is redirected back to the page with `?status=<code>`, and the page shows the same sentence.
 */
export const PUBLIC_STATUS = {
  'rsvp-saved': { form: 'rsvp', ok: true },
  'rsvp-closed': { form: 'rsvp', ok: false },
  'rsvp-invalid': { form: 'rsvp', ok: false },
  'rsvp-expired': { form: 'rsvp', ok: false },
  'rsvp-limited': { form: 'rsvp', ok: false },
  'rsvp-demo': { form: 'rsvp', ok: true },
  'wish-saved': { form: 'wishes', ok: true },
  'wish-pending': { form: 'wishes', ok: true },
  'wish-closed': { form: 'wishes', ok: false },
  'wish-invalid': { form: 'wishes', ok: false },
  'wish-expired': { form: 'wishes', ok: false },
  'wish-limited': { form: 'wishes', ok: false },
  'wish-demo': { form: 'wishes', ok: true },
  'gift-saved': { form: 'gift', ok: true },
  'gift-closed': { form: 'gift', ok: false },
  'gift-invalid': { form: 'gift', ok: false },
  'gift-expired': { form: 'gift', ok: false },
  'gift-limited': { form: 'gift', ok: false },
  'gift-demo': { form: 'gift', ok: true },
} as const satisfies Record<string, { form: 'rsvp' | 'wishes' | 'gift'; ok: boolean }>;

export type TPublicStatus = keyof typeof PUBLIC_STATUS;

const TEXT: Record<TPageLanguage, Record<TPublicStatus, string>> = {
  id: {
    'rsvp-saved': 'Terima kasih, konfirmasi kehadiranmu sudah kami terima.',
    'rsvp-closed': 'Maaf, konfirmasi kehadiran sudah ditutup.',
    'rsvp-invalid': 'Konfirmasi belum terkirim. Periksa nama, pilihan kehadiran dan jumlah tamu.',
    'rsvp-expired': 'Formulir sudah kedaluwarsa. Muat ulang halaman lalu kirim lagi.',
    'rsvp-limited': 'Terlalu banyak kiriman. Tunggu sebentar lalu coba lagi.',
    'rsvp-demo': 'Ini undangan contoh, jadi jawabanmu tidak disimpan.',
    'wish-saved': 'Terima kasih, ucapan dan doamu sudah terkirim.',
    'wish-pending': 'Terima kasih! Ucapanmu akan tampil setelah disetujui mempelai.',
    'wish-closed': 'Maaf, ucapan sudah ditutup.',
    'wish-invalid': 'Ucapan belum terkirim. Periksa nama dan isi ucapan (maksimal 500 karakter).',
    'wish-expired': 'Formulir sudah kedaluwarsa. Muat ulang halaman lalu kirim lagi.',
    'wish-limited': 'Terlalu banyak kiriman. Tunggu sebentar lalu coba lagi.',
    'wish-demo': 'Ini undangan contoh, jadi ucapanmu tidak disimpan.',
    'gift-saved': 'Terima kasih, kabar transfer Anda sudah kami terima.',
    'gift-closed': 'Maaf, undangan ini tidak menerima kabar transfer.',
    'gift-invalid':
      'Kabar transfer belum terkirim. Periksa nominal (angka rupiah) dan pesan (maksimal 500 karakter).',
    'gift-expired': 'Formulir sudah kedaluwarsa. Muat ulang halaman lalu kirim lagi.',
    'gift-limited': 'Terlalu banyak kiriman. Tunggu sebentar lalu coba lagi.',
    'gift-demo': 'Ini undangan contoh, jadi kabar transfer Anda tidak disimpan.',
  },
  en: {
    'rsvp-saved': 'Thank you, we have received your RSVP.',
    'rsvp-closed': 'Sorry, RSVP is closed.',
    'rsvp-invalid': 'Your RSVP was not sent. Check your name, your answers and the number of guests.',
    'rsvp-expired': 'This form has expired. Reload the page and send it again.',
    'rsvp-limited': 'Too many submissions. Please wait a moment and try again.',
    'rsvp-demo': 'This is a sample invitation, so your answer is not saved.',
    'wish-saved': 'Thank you, your wishes have been sent.',
    'wish-pending': 'Thank you! Your wishes will appear once the couple approves them.',
    'wish-closed': 'Sorry, wishes are closed.',
    'wish-invalid': 'Your wishes were not sent. Check your name and message (at most 500 characters).',
    'wish-expired': 'This form has expired. Reload the page and send it again.',
    'wish-limited': 'Too many submissions. Please wait a moment and try again.',
    'wish-demo': 'This is a sample invitation, so your wishes are not saved.',
    'gift-saved': 'Thank you, we have received word of your transfer.',
    'gift-closed': 'Sorry, this invitation does not take word of transfers.',
    'gift-invalid':
      'Your note was not sent. Check the amount (in rupiah) and the message (at most 500 characters).',
    'gift-expired': 'This form has expired. Reload the page and send it again.',
    'gift-limited': 'Too many submissions. Please wait a moment and try again.',
    'gift-demo': 'This is a sample invitation, so your note is not saved.',
  },
};

export function statusText(status: TPublicStatus, locale: TPageLanguage): string {
  return TEXT[locale][status];
}

export function isPublicStatus(value: unknown): value is TPublicStatus {
  return typeof value === 'string' && Object.hasOwn(PUBLIC_STATUS, value);
}
