import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../locales/ar/validation.json';
import en from '../locales/en/validation.json';
import { collectValidationMessages } from '../test/validation-messages';
import { changeLanguage, initI18n, translateMessage } from './i18n';

const messages = collectValidationMessages();
const LOCALES: Record<'en' | 'ar', Record<string, string>> = { en, ar };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('validation messages', () => {
  it('are found: the shared schemas, the shared code and the API all contribute', () => {
    // Guards the collector itself: a walk that silently found nothing would pass every check below.
    expect(messages.literals).toContain('Batas tamu maksimal 100000');
    expect(messages.literals).toContain('Nama acara wajib diisi untuk acara lainnya');
    expect(messages.literals).toContain('Lengkapi acara: tanggal, jam mulai dan tempat belum diisi.');
    expect(messages.literals).toContain('Kode paket sudah dipakai paket lain');
    expect(messages.patterns).toContain('Paket {{name}} gratis dan sudah berlaku tanpa pembayaran.');
    expect(messages.literals.size).toBeGreaterThan(300);
  });

  for (const [lang, file] of Object.entries(LOCALES)) {
    it(`${lang}: every message has a translation`, () => {
      const missing = [...messages.literals, ...messages.patterns].filter((m) => !file[m]?.trim()).sort();
      expect(missing, `add these to apps/web/src/locales/${lang}/validation.json`).toEqual([]);
    });

    it(`${lang}: every pattern keeps its values`, () => {
      for (const [key, text] of Object.entries(file))
        expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(key));
    });
  }

  it('ar: every translation is written in Arabic', () => {
    const notArabic = Object.entries(LOCALES.ar)
      .filter(([, text]) => !/[\u0600-\u06FF]/u.test(text))
      .map(([key]) => key);
    expect(notArabic).toEqual([]);
  });
});

describe('translateMessage', () => {
  beforeAll(async () => {
    await initI18n('en', ['validation']);
  });
  afterAll(async () => {
    await changeLanguage('id');
  });

  it('translates sentences built by the schema helpers, and sentences with run-time values', async () => {
    await changeLanguage('en');
    expect(translateMessage('Batas tamu maksimal 100000')).toBe('Guest limit may be at most 100000');
    expect(
      translateMessage('Galeri paket ini maksimal 12 foto. Hapus beberapa foto atau tingkatkan paket.'),
    ).toBe("This package's gallery holds at most 12 photos. Remove some photos or upgrade the package.");
    expect(translateMessage('Paket Gratis (uji) gratis dan sudah berlaku tanpa pembayaran.')).toBe(
      'The Gratis (uji) package is free and already applies without payment.',
    );
    await changeLanguage('ar');
    expect(translateMessage('Jumlah tamu maksimal 4 orang')).toBe('الحد الأقصى لعدد الضيوف 4');
    expect(translateMessage('Sebuah pesan yang belum dikenal')).toBe('Sebuah pesan yang belum dikenal');
  });

  it('leaves Indonesian as it is', async () => {
    await changeLanguage('id');
    expect(translateMessage('Batas tamu maksimal 100000')).toBe('Batas tamu maksimal 100000');
    expect(translateMessage('Jumlah tamu maksimal 4 orang')).toBe('Jumlah tamu maksimal 4 orang');
  });
});
