import { z } from 'zod';
import { countFromText, text } from '../fields';

/**
 * The plain HTML forms of the public page (RSVP and wishes) post urlencoded fields to
 * POST /api/public/:slug/rsvp and /api/public/:slug/wishes. The page and the handler share these
 * names and rules so that a form without JavaScript and one sent by the page's script read the same.
 */

export const ATTENDANCE = ['hadir', 'tidak_hadir', 'ragu'] as const;
export type TAttendance = (typeof ATTENDANCE)[number];

export const PUBLIC_FORM_LIMITS = { name: 100, message: 500, wishMessage: 500, token: 200 } as const;

/** Field names of the RSVP form; per-event answers carry the event id after a dot. */
export const RSVP_FIELDS = {
  token: 'token',
  guestCode: 'guestCode',
  name: 'name',
  message: 'message',
  lang: 'lang',
  attendance: (eventId: string) => `attendance.${eventId}`,
  pax: (eventId: string) => `pax.${eventId}`,
} as const;

export const WISH_FIELDS = {
  token: 'token',
  guestCode: 'guestCode',
  name: 'name',
  message: 'message',
  attendance: 'attendance',
  lang: 'lang',
} as const;

const ZFormToken = z
  .string({ error: 'Formulir sudah kedaluwarsa, muat ulang halaman' })
  .min(1, 'Formulir sudah kedaluwarsa, muat ulang halaman')
  .max(PUBLIC_FORM_LIMITS.token);

const ZGuestCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Kode tamu tidak valid')
  .optional();

const ZGuestName = text('Nama', 1, PUBLIC_FORM_LIMITS.name);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .optional()
    .transform((value) => (value ? value : undefined));

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZRsvpAnswer = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Acara tidak dikenal'),
  attendance: z.enum(ATTENDANCE, { error: 'Pilih hadir, tidak hadir atau masih ragu' }),
  pax: countFromText('Jumlah tamu', 1, 20),
});
export type TRsvpAnswer = z.infer<typeof ZRsvpAnswer>;

/** An RSVP as the handler receives it once the flat form fields are grouped per event. */
export const ZRsvpSubmission = z.object({
  token: ZFormToken,
  guestCode: ZGuestCode,
  name: optionalText(PUBLIC_FORM_LIMITS.name, 'Nama'),
  message: optionalText(PUBLIC_FORM_LIMITS.message, 'Pesan'),
  answers: z.array(ZRsvpAnswer).min(1, 'Pilih kehadiran untuk minimal satu acara').max(10),
});
export type TRsvpSubmission = z.infer<typeof ZRsvpSubmission>;

/**
 * Groups the flat fields of the RSVP form (`attendance.<eventId>`, `pax.<eventId>`) into answers and
 * validates them. A missing pax counts as 1 (someone who declines brings nobody, and the handler
 * ignores pax then). Quota, invited events and the name rule of the general link are checked by the
 * handler, which knows the guest.
 */
export function parseRsvpForm(body: Record<string, unknown>) {
  const answers: Array<Record<string, unknown>> = [];
  for (const [field, value] of Object.entries(body)) {
    const match = /^attendance\.(.+)$/.exec(field);
    if (!match || emptyToUndefined(value) === undefined) continue;
    const eventId = match[1]!;
    answers.push({ eventId, attendance: value, pax: emptyToUndefined(body[RSVP_FIELDS.pax(eventId)]) ?? 1 });
  }
  return ZRsvpSubmission.safeParse({
    token: body[RSVP_FIELDS.token],
    guestCode: emptyToUndefined(body[RSVP_FIELDS.guestCode]),
    name: emptyToUndefined(body[RSVP_FIELDS.name]),
    message: emptyToUndefined(body[RSVP_FIELDS.message]),
    answers,
  });
}

export const ZWishSubmission = z
  .object({
    token: ZFormToken,
    guestCode: z.preprocess(emptyToUndefined, ZGuestCode),
    name: z.preprocess(emptyToUndefined, ZGuestName.optional()),
    message: text('Ucapan', 1, PUBLIC_FORM_LIMITS.wishMessage),
    attendance: z.preprocess(emptyToUndefined, z.enum(ATTENDANCE).optional()),
  })
  // On a personal link the name comes from the guest; on the general link the writer gives it.
  .refine((wish) => Boolean(wish.guestCode || wish.name), { message: 'Nama wajib diisi', path: ['name'] });
export type TWishSubmission = z.infer<typeof ZWishSubmission>;

/** What the public endpoints answer a script that asked for JSON (`Accept: application/json`). */
export const ZPublicFormAnswer = z.object({
  message: z.string(),
  wish: z
    .object({
      name: z.string(),
      message: z.string(),
      attendance: z.enum(ATTENDANCE).optional(),
      createdAt: z.string(),
    })
    .optional(),
});
export type TPublicFormAnswer = z.infer<typeof ZPublicFormAnswer>;
