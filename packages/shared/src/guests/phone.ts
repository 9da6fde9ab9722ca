import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Guests' numbers are Indonesian unless written with another country code. */
export const DEFAULT_PHONE_REGION = 'ID';

export const PHONE_INVALID_MESSAGE =
  'Nomor telepon tidak valid. Tulis seperti 0812 3456 7890 atau +62 812 3456 7890';

export type TPhoneResult =
  { ok: true; e164: string; kind: 'mobile' | 'landline' | 'other' } | { ok: false; message: string };

/**
 * Normalises a phone number as people write it (0812…, 62812…, +62 812…, (+62) 812…, a number cell
 * that lost its leading zero) to E.164, so every spelling of one number is the same number.
 */
export function normalizePhone(input: string): TPhoneResult {
  const cleaned = input.replace(/[\s\u00A0]+/g, ' ').trim();
  // Letters mean a note typed into the phone column, not a number.
  if (!/\d/.test(cleaned) || /\p{L}/u.test(cleaned)) {
    return { ok: false, message: PHONE_INVALID_MESSAGE };
  }
  const parsed = parsePhoneNumberFromString(cleaned, DEFAULT_PHONE_REGION);
  if (!parsed?.isValid()) return { ok: false, message: PHONE_INVALID_MESSAGE };
  // Indonesian mobile numbers all start with 8 after the country code; asking the metadata for the
  // type is the slow part of parsing, so it is asked only for other numbers.
  if (parsed.number.startsWith('+628')) return { ok: true, e164: parsed.number, kind: 'mobile' };
  const type = parsed.getType();
  const kind =
    type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE'
      ? 'mobile'
      : type === 'FIXED_LINE'
        ? 'landline'
        : 'other';
  return { ok: true, e164: parsed.number, kind };
}

/** The digits wa.me wants: the E.164 number without its plus sign. */
export function phoneDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}

/** A readable form for lists: +62 812 3456 7890. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
