import { describe, expect, it } from 'vitest';
import { needsReview } from './wish-review';

describe('wishes held for the couple', () => {
  it('holds links and blocked words, in any case', () => {
    for (const message of [
      'Cek https://contoh.test/promo',
      'Mampir www.situs.test',
      'Daftar di slot88.xyz sekarang',
      'wa.me/6281234 atau bit.ly/abc',
      'SLOT GACOR hari ini',
      'Dasar Goblok',
      'what the fuck',
    ]) {
      expect(needsReview(message), message).toBe(true);
    }
  });

  it('shows ordinary wishes, titles with dots and words that only contain a blocked one', () => {
    for (const message of [
      'Selamat menempuh hidup baru, semoga sakinah mawaddah warahmah.',
      'Dari keluarga besar Siti, S.Pd. dan Budi, S.Kom.',
      'Semoga langgeng sampai kakek nenek. Aamiin!',
      'Salam dari Pak Totok dan tim asuransi',
      'Peluk dari Tante Judi dan Om Toto',
      'Selamat ya... bahagia selalu',
    ]) {
      expect(needsReview(message), message).toBe(false);
    }
  });
});
