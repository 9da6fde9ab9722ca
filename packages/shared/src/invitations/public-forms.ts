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
  /** A household member's answer for one session: hadir or tidak_hadir. */
  member: (eventId: string, memberId: string) => `member.${eventId}.${memberId}`,
  /** The n-th plus-one's name (1-based; blank: a "tamu pendamping" without a name). */
  plusOne: (eventId: string, n: number) => `plusOne.${eventId}.${n}`,
  /** How many plus-ones come to the session. */
  plusOnes: (eventId: string) => `plusOnes.${eventId}`,
} as const;

/** A household member answers per session with these two (no "masih ragu" per person). */
export const MEMBER_ATTENDANCE = ['hadir', 'tidak_hadir'] as const;

/** The most plus-ones an answer may name (the quota's maximum less the guest). */
const PLUS_ONES_MAX = 19;

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

const ZPlusOneName = z
  .string({ error: 'Nama tamu pendamping harus berupa teks' })
  .trim()
  .max(PUBLIC_FORM_LIMITS.name, `Nama tamu pendamping maksimal ${PUBLIC_FORM_LIMITS.name} karakter`);

const ZPlusOneNames = z
  .array(ZPlusOneName)
  .max(PLUS_ONES_MAX, `Tamu pendamping maksimal ${PLUS_ONES_MAX} orang`);

/**
 * The plus-ones as the plain form sends them: a count and up to that many names. A name typed past the
 * count still counts (a filled-in name means that person comes); blank ones are "tamu pendamping".
 */
const ZPlusOnesOfForm = z
  .object({
    count: z.preprocess(
      emptyToUndefined,
      countFromText('Jumlah tamu pendamping', 0, PLUS_ONES_MAX).optional(),
    ),
    names: ZPlusOneNames,
  })
  .transform(({ count, names }) => {
    const named = names.reduce((last, name, index) => (name ? index + 1 : last), 0);
    return Array.from({ length: Math.max(count ?? 0, named) }, (_, index) => names[index] ?? '');
  });

export const ZRsvpAnswer = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Acara tidak dikenal'),
  attendance: z.enum(ATTENDANCE, { error: 'Pilih hadir, tidak hadir atau masih ragu' }),
  pax: countFromText('Jumlah tamu', 1, 20),
  /** A household's answer per member id; the handler checks the ids against the guest's members. */
  members: z
    .record(z.string().max(10), z.enum(MEMBER_ATTENDANCE, { error: 'Pilih hadir atau tidak hadir' }))
    .optional(),
  /** Plus-ones' names, "" for one left unnamed; the handler holds them to the guest's places. */
  plusOnes: z
    .preprocess(
      (value) => (Array.isArray(value) ? { count: value.length, names: value } : value),
      ZPlusOnesOfForm,
    )
    .optional(),
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
 * Groups the flat fields of the RSVP form (`attendance.<eventId>`, `pax.<eventId>`, and a household's
 * `member.<eventId>.<memberId>`, `plusOnes.<eventId>`, `plusOne.<eventId>.<n>`) into answers and
 * validates them. A missing pax counts as 1 (someone who declines brings nobody, and the handler
 * ignores pax then). Quota, invited events, members, plus-one places and the name rule of the general
 * link are checked by the handler, which knows the guest.
 */
export function parseRsvpForm(body: Record<string, unknown>) {
  type TFormAnswer = {
    eventId: string;
    attendance?: unknown;
    members?: Record<string, unknown>;
    plusOnes?: { count: unknown; names: unknown[] };
  };
  const byEvent = new Map<string, TFormAnswer>();
  const of = (eventId: string) => byEvent.get(eventId) ?? byEvent.set(eventId, { eventId }).get(eventId)!;
  for (const [field, raw] of Object.entries(body)) {
    const value = emptyToUndefined(raw);
    // A field name broken over lines names no event (as `.` never matched a line break).
    if (value === undefined || /[\n\r\u2028\u2029]/.test(field)) continue;
    let match: RegExpExecArray | null;
    if ((match = /^attendance\.([^.]+)$/.exec(field))) of(match[1]!).attendance = value;
    else if ((match = /^member\.([^.]+)\.([^.]+)$/.exec(field))) {
      (of(match[1]!).members ??= {})[match[2]!] = value;
    } else if ((match = /^plusOnes\.([^.]+)$/.exec(field))) {
      (of(match[1]!).plusOnes ??= { count: undefined, names: [] }).count = value;
    } else if (
      (match = /^plusOne\.([^.]+)\.([1-9]\d?)$/.exec(field)) &&
      typeof value === 'string' &&
      value.trim()
    ) {
      (of(match[1]!).plusOnes ??= { count: undefined, names: [] }).names[Number(match[2]) - 1] = value;
    }
  }
  const answers: Array<Record<string, unknown>> = [];
  for (const answer of byEvent.values()) {
    const plusOnes = answer.plusOnes && {
      ...answer.plusOnes,
      names: Array.from(answer.plusOnes.names, (name) => name ?? ''),
    };
    // A household answers per member: the session is "hadir" when anyone comes (the handler recounts).
    const someoneComes =
      Object.values(answer.members ?? {}).includes('hadir') ||
      (plusOnes !== undefined && (Number(plusOnes.count) > 0 || plusOnes.names.some(Boolean)));
    if (answer.attendance === undefined && answer.members === undefined) {
      if (!someoneComes) continue;
    }
    answers.push({
      eventId: answer.eventId,
      attendance: answer.attendance ?? (someoneComes ? 'hadir' : 'tidak_hadir'),
      pax: emptyToUndefined(body[RSVP_FIELDS.pax(answer.eventId)]) ?? 1,
      ...(answer.members ? { members: answer.members } : {}),
      ...(plusOnes ? { plusOnes } : {}),
    });
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
