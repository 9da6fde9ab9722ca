import { z } from 'zod';

/** Field rules that many contracts share, each naming its field in the messages users read. */

/** Trimmed text; an empty field is "required" first, a too-short one then says how short. */
export function text(label: string, min: number, max: number) {
  let schema = z.string({ error: `${label} wajib diisi` }).trim();
  if (min > 0) schema = schema.min(1, `${label} wajib diisi`);
  if (min > 1) schema = schema.min(min, `${label} minimal ${min} karakter`);
  return schema.max(max, `${label} maksimal ${max} karakter`);
}

function wholeNumber<TSchema extends z.ZodNumber | z.ZodCoercedNumber>(
  schema: TSchema,
  label: string,
  min: number,
  max: number,
) {
  return schema
    .int(`${label} harus bilangan bulat`)
    .min(min, `${label} minimal ${min}`)
    .max(max, `${label} maksimal ${max}`);
}

/** An instant in an answer: ISO 8601 text, as the server writes every time stamp. */
export const ZTimestamp = z.string();

/** A user account as another record's answer names it. */
export const ZUserRef = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A whole number between min and max, sent as a number (JSON bodies). */
export function count(label: string, min: number, max: number) {
  return wholeNumber(z.number({ error: `${label} harus berupa angka` }), label, min, max);
}

/** The same rule for a number that arrives as text: a query string or a form field. */
export function countFromText(label: string, min: number, max: number) {
  return wholeNumber(z.coerce.number({ error: `${label} harus berupa angka` }), label, min, max);
}

/** A PATCH body: any of the fields, but at least one. */
export function patchOf<TShape extends z.ZodRawShape>(schema: z.ZodObject<TShape>) {
  return schema
    .partial()
    .refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      'Tidak ada perubahan yang dikirim',
    );
}
