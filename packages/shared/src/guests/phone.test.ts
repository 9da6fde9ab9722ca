import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phoneDigits } from './phone';

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
