import { z } from 'zod';

// Control characters other than tab and line breaks have no business in a guest list.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A single-line text: trimmed, inner runs of spaces collapsed, no control characters. */
export function line(label: string, max: number) {
  return z
    .string({ error: `${label} harus berupa teks` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .max(max, `${label} maksimal ${max} karakter`)
        .refine((value) => !CONTROL_CHARS.test(value), `${label} mengandung karakter yang tidak diizinkan`),
    );
}

/** An optional text where an empty value means "none" (null). */
export function optionalLine(label: string, max: number) {
  return z
    .union([line(label, max), z.null()])
    .transform((value) => (value ? value : null))
    .optional();
}
