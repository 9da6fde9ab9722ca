import { z } from 'zod';

/**
 * The content of an invitation: everything a couple writes in the editor and every template renders.
 * Two schemas share one definition: the lenient draft (autosave of half-filled forms, every field
 * optional but still type- and length-checked) and the publishable content (what a page needs is there
 * and fits together). Messages are Indonesian sentences because the editor shows them as they are.
 */

export const INVITATION_LIMITS = {
  fullName: 100,
  nickname: 40,
  parentName: 100,
  instagram: 30,
  eventName: 60,
  venue: 120,
  address: 300,
  url: 500,
  imageKey: 200,
  alt: 200,
  quote: 600,
  quoteSource: 100,
  storyDate: 40,
  storyTitle: 80,
  storyText: 1000,
  giftProvider: 40,
  giftNumber: 40,
  giftHolder: 100,
  giftRecipient: 100,
  dressCode: 200,
  turutMengundangName: 100,
  id: 40,
  events: 10,
  storyEntries: 20,
  galleryImages: 60,
  giftAccounts: 10,
  dressCodeColors: 6,
  turutMengundang: 40,
  paxMin: 1,
  paxMax: 20,
} as const;

export const EVENT_KINDS = ['akad', 'pemberkatan', 'resepsi', 'ngunduh_mantu', 'custom'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];

/** Indonesia's three time zones and their fixed offsets (no daylight saving). */
export const TIME_ZONES = ['WIB', 'WITA', 'WIT'] as const;
export type TTimeZone = (typeof TIME_ZONES)[number];

export const PAGE_LANGUAGES = ['id', 'en'] as const;
export type TPageLanguage = (typeof PAGE_LANGUAGES)[number];

export const GIFT_ACCOUNT_TYPES = ['bank', 'ewallet'] as const;
export const MUSIC_MIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/ogg'] as const;
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

export const DEFAULT_INVITATION_SETTINGS = {
  rsvpEnabled: true,
  defaultPax: 2,
  wishesEnabled: true,
  wishesModeration: false,
} as const;

// Control characters other than tab and line breaks have no business in an invitation.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A trimmed text up to `max` characters; `label` names the field in the message. */
function text(label: string, max: number) {
  return z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((value) => !CONTROL_CHARS.test(value), `${label} mengandung karakter yang tidak diizinkan`);
}

/** A text that, once given, may not be empty. */
function filledText(label: string, max: number) {
  return text(label, max).refine((value) => value.length > 0, `${label} wajib diisi`);
}

/** True when `value` parses as an absolute http(s) URL (https only when asked). */
export function isWebUrl(value: string, httpsOnly = false): boolean {
  // The URL parser silently drops control characters; a link carrying them is refused, not repaired.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return false;
  return url.hostname.length > 0 && !url.username && !url.password;
}

function webUrl(label: string, httpsOnly = false) {
  return text(label, INVITATION_LIMITS.url).refine(
    (value) => value === '' || isWebUrl(value, httpsOnly),
    httpsOnly
      ? `${label} harus berupa tautan https:// yang lengkap`
      : `${label} harus berupa tautan http:// atau https:// yang lengkap`,
  );
}

/** True when the string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ZIsoDate = z
  .string({ error: 'Tanggal harus berupa teks' })
  .trim()
  .refine(isIsoDate, 'Tanggal harus berformat TTTT-BB-HH, misalnya 2026-06-14');

const ZClockTime = z
  .string({ error: 'Jam harus berupa teks' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam harus berformat JJ:MM, misalnya 08:00');

const ZStableId = z
  .string({ error: 'ID harus berupa teks' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'ID hanya boleh huruf, angka, garis bawah dan tanda hubung (maksimal 40)');

/** A stored image: `key` points to WebP variants at 480, 960 and 1600 px; the URL is built elsewhere. */
export const ZImageRef = z.object({
  key: z
    .string({ error: 'Gambar tidak valid' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/, 'Kunci gambar tidak valid')
    .refine((key) => !key.includes('..'), 'Kunci gambar tidak valid'),
  alt: text('Deskripsi gambar', INVITATION_LIMITS.alt).optional(),
});
export type TImageRef = z.infer<typeof ZImageRef>;

// An overwrite, not a transform: the same schema checks answers on the way out, and a one-way
// transform cannot be encoded (the handle once made every read of its invitation answer 500).
const ZInstagram = text('Instagram', INVITATION_LIMITS.instagram + 1)
  .overwrite((value) => value.replace(/^@/, ''))
  .refine(
    (value) => value === '' || /^[A-Za-z0-9._]{1,30}$/.test(value),
    'Instagram hanya boleh berisi huruf, angka, titik dan garis bawah (tanpa tautan)',
  );

const ZHexColor = z
  .string({ error: 'Warna tidak valid' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Warna harus berformat #RRGGBB');

/** A list of at most `max` entries; the message names them ("Maksimal 12 foto galeri"). */
function atMost<TItem extends z.ZodType>(item: TItem, max: number, entries: string) {
  return z.array(item).max(max, `Maksimal ${max} ${entries}`);
}

/** Builds the content schema; `draft` makes every field optional but keeps every type and length check. */
type TRequired<D extends boolean, T extends z.ZodType> = D extends true ? z.ZodOptional<T> : T;

function buildContentSchema<D extends boolean>(draft: D) {
  const required = <T extends z.ZodType>(schema: T) =>
    (draft ? schema.optional() : schema) as TRequired<D, T>;

  const person = (who: 'Mempelai wanita' | 'Mempelai pria') =>
    z.object({
      fullName: required(filledText(`Nama lengkap ${who.toLowerCase()}`, INVITATION_LIMITS.fullName)),
      nickname: text(`Nama panggilan ${who.toLowerCase()}`, INVITATION_LIMITS.nickname).optional(),
      photo: ZImageRef.optional(),
      father: text('Nama ayah', INVITATION_LIMITS.parentName).optional(),
      mother: text('Nama ibu', INVITATION_LIMITS.parentName).optional(),
      instagram: ZInstagram.optional(),
    });

  const event = z
    .object({
      id: ZStableId,
      kind: required(z.enum(EVENT_KINDS, { error: 'Jenis acara tidak dikenal' })),
      customName: text('Nama acara', INVITATION_LIMITS.eventName).optional(),
      date: required(ZIsoDate),
      startTime: required(ZClockTime),
      endTime: ZClockTime.optional(),
      timeZone: required(z.enum(TIME_ZONES, { error: 'Zona waktu harus WIB, WITA atau WIT' })),
      venue: required(filledText('Nama tempat', INVITATION_LIMITS.venue)),
      address: text('Alamat', INVITATION_LIMITS.address).optional(),
      mapUrl: webUrl('Tautan peta', true).optional(),
      lat: z.number({ error: 'Lintang harus berupa angka' }).min(-90).max(90).optional(),
      lng: z.number({ error: 'Bujur harus berupa angka' }).min(-180).max(180).optional(),
    })
    .superRefine((parsed, ctx) => {
      if (draft) return;
      const value = parsed as {
        kind?: TEventKind;
        customName?: string;
        startTime?: string;
        endTime?: string;
      };
      if (value.kind === 'custom' && !value.customName) {
        ctx.addIssue({
          code: 'custom',
          path: ['customName'],
          message: 'Nama acara wajib diisi untuk acara lainnya',
        });
      }
      if (value.endTime && value.startTime && value.endTime <= value.startTime) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Jam selesai harus setelah jam mulai' });
      }
    });

  const storyEntry = z.object({
    id: ZStableId.optional(),
    date: text('Waktu cerita', INVITATION_LIMITS.storyDate).optional(),
    title: text('Judul cerita', INVITATION_LIMITS.storyTitle).optional(),
    text: text('Isi cerita', INVITATION_LIMITS.storyText).optional(),
    photo: ZImageRef.optional(),
  });

  const giftAccount = z.object({
    id: ZStableId.optional(),
    type: required(z.enum(GIFT_ACCOUNT_TYPES, { error: 'Jenis rekening harus bank atau dompet digital' })),
    provider: required(filledText('Nama bank atau dompet digital', INVITATION_LIMITS.giftProvider)),
    number: required(
      filledText('Nomor rekening', INVITATION_LIMITS.giftNumber).refine(
        (value) => /^[0-9+][0-9 .-]*$/.test(value),
        'Nomor rekening hanya boleh berisi angka, spasi, titik, tanda hubung dan + di depan',
      ),
    ),
    holder: required(filledText('Nama pemilik rekening', INVITATION_LIMITS.giftHolder)),
  });

  return z.object({
    couple: required(
      z.object({
        bride: required(person('Mempelai wanita')),
        groom: required(person('Mempelai pria')),
        whichFirst: z.enum(['bride', 'groom'], { error: 'Urutan nama harus bride atau groom' }).optional(),
      }),
    ),
    events: required(
      z
        .array(event, { error: 'Daftar acara tidak valid' })
        .min(draft ? 0 : 1, 'Tambahkan minimal satu acara')
        .max(INVITATION_LIMITS.events, `Maksimal ${INVITATION_LIMITS.events} acara`)
        .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'ID acara harus unik'),
    ),
    coverPhoto: ZImageRef.optional(),
    openingQuote: z
      .object({
        text: text('Kutipan', INVITATION_LIMITS.quote).optional(),
        source: text('Sumber kutipan', INVITATION_LIMITS.quoteSource).optional(),
      })
      .optional(),
    loveStory: atMost(storyEntry, INVITATION_LIMITS.storyEntries, 'cerita').optional(),
    gallery: atMost(ZImageRef, INVITATION_LIMITS.galleryImages, 'foto galeri').optional(),
    music: z
      .object({
        key: ZImageRef.shape.key,
        mime: z.enum(MUSIC_MIME_TYPES, { error: 'Musik harus MP3, M4A atau OGG' }),
        title: text('Judul lagu', INVITATION_LIMITS.storyTitle).optional(),
      })
      .optional(),
    giftAccounts: atMost(giftAccount, INVITATION_LIMITS.giftAccounts, 'rekening').optional(),
    giftAddress: z
      .object({
        recipient: text('Nama penerima kado', INVITATION_LIMITS.giftRecipient).optional(),
        address: text('Alamat pengiriman kado', INVITATION_LIMITS.address).optional(),
      })
      .optional(),
    liveStreamUrl: webUrl('Tautan siaran langsung').optional(),
    dressCode: z
      .object({
        text: text('Dress code', INVITATION_LIMITS.dressCode).optional(),
        colors: atMost(ZHexColor, INVITATION_LIMITS.dressCodeColors, 'warna').optional(),
      })
      .optional(),
    turutMengundang: atMost(
      filledText('Nama turut mengundang', INVITATION_LIMITS.turutMengundangName),
      INVITATION_LIMITS.turutMengundang,
      'nama',
    ).optional(),
    settings: z
      .object({
        rsvpEnabled: z.boolean({ error: 'RSVP harus aktif atau tidak' }).optional(),
        rsvpDeadline: ZIsoDate.optional(),
        defaultPax: z
          .number({ error: 'Jumlah tamu harus berupa angka' })
          .int('Jumlah tamu harus bilangan bulat')
          .min(INVITATION_LIMITS.paxMin, `Jumlah tamu minimal ${INVITATION_LIMITS.paxMin}`)
          .max(INVITATION_LIMITS.paxMax, `Jumlah tamu maksimal ${INVITATION_LIMITS.paxMax}`)
          .optional(),
        wishesEnabled: z.boolean({ error: 'Ucapan harus aktif atau tidak' }).optional(),
        wishesModeration: z.boolean({ error: 'Moderasi ucapan harus aktif atau tidak' }).optional(),
      })
      .optional(),
    pageLanguage: z.enum(PAGE_LANGUAGES, { error: 'Bahasa halaman harus id atau en' }).optional(),
  });
}

/** What autosave accepts: any subset of the content, each given field valid on its own. */
export const ZInvitationContentDraft = buildContentSchema(true);
export type TInvitationContentDraft = z.infer<typeof ZInvitationContentDraft>;

/** Content a published page stands on: both names and at least one complete event. */
export const ZInvitationContent = buildContentSchema(false);
export type TInvitationContent = z.infer<typeof ZInvitationContent>;

export type TInvitationEvent = NonNullable<TInvitationContentDraft['events']>[number];
export type TInvitationPerson = NonNullable<NonNullable<TInvitationContentDraft['couple']>['bride']>;
export type TGiftAccount = NonNullable<TInvitationContentDraft['giftAccounts']>[number];
export type TLoveStoryEntry = NonNullable<TInvitationContentDraft['loveStory']>[number];

export type TInvitationSettings = {
  rsvpEnabled: boolean;
  rsvpDeadline?: string;
  defaultPax: number;
  wishesEnabled: boolean;
  wishesModeration: boolean;
};

/** The settings with their defaults filled in. */
export function resolveSettings(content: TInvitationContentDraft): TInvitationSettings {
  const given = content.settings ?? {};
  return {
    rsvpEnabled: given.rsvpEnabled ?? DEFAULT_INVITATION_SETTINGS.rsvpEnabled,
    rsvpDeadline: given.rsvpDeadline,
    defaultPax: given.defaultPax ?? DEFAULT_INVITATION_SETTINGS.defaultPax,
    wishesEnabled: given.wishesEnabled ?? DEFAULT_INVITATION_SETTINGS.wishesEnabled,
    wishesModeration: given.wishesModeration ?? DEFAULT_INVITATION_SETTINGS.wishesModeration,
  };
}

/** An event is complete enough for a page when it has a date, a start time, a time zone and a venue. */
export function isEventComplete(event: TInvitationEvent): boolean {
  return Boolean(event.date && event.startTime && event.timeZone && event.venue?.trim());
}

/**
 * What a page still needs before it can be published, as Indonesian sentences the editor shows as they
 * are; an empty list means the content may be published. Field-level mistakes are the schema's job.
 */
export function missingForPublish(
  content: TInvitationContentDraft | undefined,
  templateId: string | null | undefined,
): string[] {
  const missing: string[] = [];
  if (!content?.couple?.bride?.fullName?.trim()) missing.push('Nama lengkap mempelai wanita belum diisi.');
  if (!content?.couple?.groom?.fullName?.trim()) missing.push('Nama lengkap mempelai pria belum diisi.');
  if (!templateId?.trim()) missing.push('Template undangan belum dipilih.');
  const events = content?.events ?? [];
  if (events.length === 0) {
    missing.push('Tambahkan minimal satu acara dengan tanggal, jam mulai, zona waktu dan tempat.');
  } else if (!events.some(isEventComplete)) {
    const first = events[0]!;
    const gaps = [
      !first.date && 'tanggal',
      !first.startTime && 'jam mulai',
      !first.timeZone && 'zona waktu',
      !first.venue?.trim() && 'tempat',
    ].filter((gap): gap is string => Boolean(gap));
    missing.push(`Lengkapi acara: ${joinIndonesian(gaps)} belum diisi.`);
  }
  return missing;
}

function joinIndonesian(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`;
}
