import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE, formatPhone, normalizePhone, phoneDigits } from './phone';

/** Indonesian mobile numbers as operators hand them out: 08xx followed by 7 to 9 digits. */
const mobile = fc
  .tuple(
    fc.constantFrom('811', '812', '813', '815', '817', '818', '819', '821', '852', '857', '877', '896'),
    fc.integer({ min: 7, max: 8 }),
    fc.nat(),
  )
  .map(([prefix, length, n]) => `${prefix}${String(n).padStart(length, '0').slice(-length)}`)
  .filter((national) => normalizePhone(`0${national}`).ok);

/** Ways people write one number: trunk 0, country code with and without +, spaces, dashes, brackets. */
const spellings = (national: string): string[] => {
  const grouped = `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  return [
    `0${national}`,
    `62${national}`,
    `+62${national}`,
    `+62 ${grouped}`,
    `(+62) ${national}`,
    `0${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
    ` 0${grouped} `,
    national,
  ];
};

describe('normalizePhone', () => {
  it('reads every spelling of an Indonesian mobile number as the same E.164 number (property)', () => {
    fc.assert(
      fc.property(mobile, (national) => {
        const results = spellings(national).map(normalizePhone);
        for (const result of results)
          expect(result).toEqual({ ok: true, e164: `+62${national}`, kind: 'mobile' });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and answers either a well-formed E.164 number or a clear message (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const result = normalizePhone(input);
        if (result.ok) {
          expect(result.e164).toMatch(/^\+[1-9]\d{6,14}$/);
          // Normalising is stable: the normalised number reads back as itself.
          expect(normalizePhone(result.e164)).toEqual(result);
        } else {
          expect(result.message).toMatch(/^Nomor telepon tidak valid/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps foreign numbers, tells landlines apart, and refuses what is not a number', () => {
    expect(normalizePhone('+34 612 345 678')).toEqual({ ok: true, e164: '+34612345678', kind: 'mobile' });
    expect(normalizePhone('(021) 555-1234')).toEqual({ ok: true, e164: '+62215551234', kind: 'landline' });
    for (const bad of ['12345', '', 'dua', '0812 abc 5678', '+62 812'])
      expect(normalizePhone(bad).ok).toBe(false);
  });

  it('gives wa.me its digits and a readable form for lists', () => {
    expect(phoneDigits('+6281234567890')).toBe('6281234567890');
    expect(formatPhone('+6281234567890')).toBe('+62 812 3456 7890');
  });
});

describe('normalizePhone, one kind per input', () => {
  it('calls a number that may be mobile or fixed mobile, a fixed line a landline, and others other', () => {
    expect(normalizePhone('+1 202 555 0123')).toEqual({ ok: true, e164: '+12025550123', kind: 'mobile' });
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ ok: true, e164: '+442079460958', kind: 'landline' });
    expect(normalizePhone('+1 800 555 0199')).toEqual({ ok: true, e164: '+18005550199', kind: 'other' });
  });

  it('reads non-breaking spaces and tabs as spaces', () => {
    expect(normalizePhone('0812\u00A03456\t7890')).toEqual({
      ok: true,
      e164: '+6281234567890',
      kind: 'mobile',
    });
  });

  it('refuses a note without digits and a number with a letter, with the same message', () => {
    const refused = { ok: false, message: PHONE_INVALID_MESSAGE };
    expect(normalizePhone('+ - ( )')).toEqual(refused);
    // The number parser alone would read these as numbers, dropping the note.
    expect(normalizePhone('0812345678x')).toEqual(refused);
    expect(normalizePhone('0812 3456 7890 Budi')).toEqual(refused);
    expect(normalizePhone('0812 345')).toEqual(refused);
  });

  it('formats what it cannot read as it is', () => {
    expect(formatPhone('bukan nomor')).toBe('bukan nomor');
  });
});
