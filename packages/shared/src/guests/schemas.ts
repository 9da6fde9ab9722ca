import { z } from 'zod';
import { countFromText, text, ZTimestamp } from '../fields';
import { listOf, listQuery, pagedOf } from '../list-query';
import { PAGE_LANGUAGES } from '../invitations/content';
import { ATTENDANCE } from '../invitations/public-forms';
import { ZGuestQuestionAnswer } from '../invitations/rsvp-questions';
import { FOLLOW_UP_KINDS, ZFollowUpTemplate, ZGuestFollowUps, ZGuestSegment } from './followups';
import { ZGuestArrival } from './arrivals';
import { ZGuestMember, ZGuestMembers, ZRsvpAttendee } from './households';
import { CONTROL_CHARS, line, optionalLine } from './line';
import { normalizePhone } from './phone';

/** Contracts of the guests endpoints (design.md API map, issue 5): the list, import, sending, check-in. */

export const GUEST_LIMITS = {
  name: 100,
  salutation: 40,
  phoneInput: 40,
  email: 254,
  group: 60,
  notes: 500,
  quotaMin: 1,
  quotaMax: 20,
  /** An usher may let in more than the quota after confirming, but not an absurd number. */
  checkInPaxMax: 50,
  events: 10,
  bulkIds: 1000,
  message: 2000,
  usherName: 60,
  importRows: 10_000,
  importBytes: 10 * 1024 * 1024,
  /** Guests one PDF of QR cards holds: 250 A4 pages, made in one request with bounded memory. */
  cardsMax: 2000,
} as const;

/** The salutations offered in the form; any other text is allowed too. */
export const SALUTATION_PRESETS = ['Bapak', 'Ibu', 'Bapak/Ibu', 'Saudara/i'] as const;

/** Guests an invitation may hold before any package is bought. */
export const FREE_GUEST_ALLOWANCE = 25;

/** Days after the last event when phone numbers and e-mail addresses are erased (UU PDP). */
export const GUEST_DATA_RETENTION_DAYS = 90;
/** How long before the erasure the owner is told. */
export const GUEST_ERASURE_NOTICE_DAYS = 14;

export const ZGuestName = line('Nama', GUEST_LIMITS.name).refine(
  (value) => value.length > 0,
  'Nama wajib diisi',
);

/** A phone number as typed, normalised to E.164; empty means none. */
export const ZGuestPhone = z
  .union([
    z
      .string({ error: 'Nomor telepon harus berupa teks' })
      .max(GUEST_LIMITS.phoneInput, 'Nomor telepon terlalu panjang'),
    z.null(),
  ])
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const result = normalizePhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.e164;
  });

export const ZGuestEmail = z
  .union([
    z.string({ error: 'Email harus berupa teks' }).trim().max(GUEST_LIMITS.email, 'Email terlalu panjang'),
    z.null(),
  ])
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const lower = value.toLowerCase();
    if (!z.email().safeParse(lower).success) {
      ctx.addIssue({ code: 'custom', message: 'Alamat email tidak valid' });
      return z.NEVER;
    }
    return lower;
  });

export const ZGuestQuota = countFromText('Jumlah orang', GUEST_LIMITS.quotaMin, GUEST_LIMITS.quotaMax);

const ZEventId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Acara tidak dikenal');

export const ZInvitedEventIds = z
  .array(ZEventId, { error: 'Sesi harus berupa daftar acara' })
  .max(GUEST_LIMITS.events, `Maksimal ${GUEST_LIMITS.events} sesi`)
  .transform((ids) => [...new Set(ids)]);

const guestFields = {
  name: ZGuestName,
  salutation: optionalLine('Sapaan', GUEST_LIMITS.salutation),
  phone: ZGuestPhone.optional(),
  email: ZGuestEmail.optional(),
  group: optionalLine('Kelompok', GUEST_LIMITS.group),
  /** Absent on create: the invitation's default pax. */
  quota: ZGuestQuota.optional(),
  /** Empty: every event of the invitation. */
  invitedEventIds: ZInvitedEventIds.optional(),
  notes: z
    .union([
      z
        .string({ error: 'Catatan harus berupa teks' })
        .trim()
        .max(GUEST_LIMITS.notes, `Catatan maksimal ${GUEST_LIMITS.notes} karakter`)
        .refine((value) => !CONTROL_CHARS.test(value), 'Catatan mengandung karakter yang tidak diizinkan'),
      z.null(),
    ])
    .transform((value) => (value ? value : null))
    .optional(),
  /** The language the personal link opens the page in; null (or absent on create): the invitation's own. */
  language: z.enum(PAGE_LANGUAGES, { error: 'Bahasa halaman harus id atau en' }).nullable().optional(),
  /** A household's members (new ones without an id); empty: one person. The quota holds them all. */
  members: ZGuestMembers.optional(),
};

export const ZGuestCreate = z.object(guestFields);
export type TGuestCreate = z.input<typeof ZGuestCreate>;
export type TGuestCreateParsed = z.output<typeof ZGuestCreate>;

export const ZGuestUpdate = z.object(guestFields).partial();
export type TGuestUpdate = z.input<typeof ZGuestUpdate>;
export type TGuestUpdateParsed = z.output<typeof ZGuestUpdate>;

/** The fields a guest is written with, in the form's order: what an edit copies and a form marks. */
export const GUEST_FIELDS = Object.keys(guestFields) as (keyof typeof guestFields)[];

export const ZGuestRsvp = z.object({
  eventId: z.string(),
  attendance: z.enum(ATTENDANCE),
  pax: z.number().int(),
  /** Who comes, as the personal page named them; null for older answers (the guest and pax − 1 others). */
  attendees: z.array(ZRsvpAttendee).nullable(),
  message: z.string().nullable(),
  updatedAt: ZTimestamp,
});
export type TGuestRsvp = z.infer<typeof ZGuestRsvp>;

export const ZGuest = z.object({
  id: z.string(),
  invitationId: z.string(),
  code: z.string(),
  /** The personal link /u/:slug/:code on the app's address. */
  link: z.string(),
  name: z.string(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  group: z.string().nullable(),
  quota: z.number().int(),
  invitedEventIds: z.array(z.string()),
  notes: z.string().nullable(),
  language: z.enum(PAGE_LANGUAGES).nullable(),
  members: z.array(ZGuestMember),
  walkIn: z.boolean(),
  sentAt: ZTimestamp.nullable(),
  remindedAt: ZTimestamp.nullable(),
  firstOpenedAt: ZTimestamp.nullable(),
  openCount: z.number().int(),
  rsvp: z.array(ZGuestRsvp),
  /** People coming by the guest's answers (sum of pax over "hadir"); null before any answer. */
  rsvpPax: z.number().int().nullable(),
  wishCount: z.number().int(),
  /** One per session the guest came to, earliest first. */
  arrivals: z.array(ZGuestArrival),
  /** Reminders and the couple's own messages sent after the invitation ("Pengingat ke-2, 3 hari lalu"). */
  followUps: ZGuestFollowUps,
  /** Answers to the couple's own RSVP questions: per person (`self`, `m:<id>`, `p:<n>`) or `household`. */
  questionAnswers: z.array(ZGuestQuestionAnswer),
  createdAt: ZTimestamp,
});
export type TGuest = z.infer<typeof ZGuest>;

/* ------------------------------------------------------------------ the list */

export const GUEST_SORT_FIELDS = [
  'name',
  'salutation',
  'phone',
  'group',
  'quota',
  'sentAt',
  'firstOpenedAt',
  'openCount',
  'rsvpPax',
  'checkedInAt',
  'createdAt',
] as const;
export type TGuestSortField = (typeof GUEST_SORT_FIELDS)[number];

export const GUEST_YES_NO = ['yes', 'no'] as const;
export const RSVP_FILTERS = [...ATTENDANCE, 'none'] as const;
export type TRsvpFilter = (typeof RSVP_FILTERS)[number];

const ZYesNo = z.enum(GUEST_YES_NO, { error: 'Pilih yes atau no' }).optional();

/** The group filter's value for guests without a group. */
export const GUEST_NO_GROUP = '__none__';

/** Filters shared by the list and the export of the filtered list. */
export const ZGuestFilters = z.object({
  q: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter').optional(),
  group: z.string().trim().max(GUEST_LIMITS.group).optional(),
  /** An event id: guests invited to that session (and, with `rsvp`, their answer for it). */
  eventId: ZEventId.optional(),
  sent: ZYesNo,
  opened: ZYesNo,
  rsvp: z.enum(RSVP_FILTERS, { error: 'Filter RSVP tidak dikenal' }).optional(),
  checkedIn: ZYesNo,
  /** Who a follow-up goes to; with eventId, by that session's answers. Walk-ins are in no segment. */
  segment: ZGuestSegment.optional(),
  /** `<questionId>.<optionId>`: guests whose answer to one of the couple's questions picked that option. */
  answer: z
    .string()
    .regex(/^[a-z0-9]{1,12}\.[a-z0-9]{1,12}$/, 'Pilihan jawaban tidak dikenal')
    .optional(),
});
export type TGuestFilters = z.infer<typeof ZGuestFilters>;

// The filters keep their own optional q: the export of the filtered list shares them.
const ZGuestPaging = listQuery({
  sortBy: GUEST_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  defaultOrder: 'desc',
}).omit({ q: true });

export const ZGuestListQuery = ZGuestFilters.extend(ZGuestPaging.shape);
export type TGuestListQuery = z.input<typeof ZGuestListQuery>;

export const ZGuestList = pagedOf(ZGuest);
export type TGuestList = z.infer<typeof ZGuestList>;

export const ZGuestIdParams = z.object({ guestId: z.uuid('ID tamu tidak valid') });
export const ZInvitationGuestsParams = z.object({ id: z.uuid('ID undangan tidak valid') });

export const GUEST_BULK_ACTIONS = ['delete', 'group', 'sent'] as const;

export const ZGuestBulk = z
  .object({
    action: z.enum(GUEST_BULK_ACTIONS, { error: 'Aksi tidak dikenal' }),
    ids: z
      .array(z.uuid('ID tamu tidak valid'))
      .min(1, 'Pilih minimal satu tamu')
      .max(GUEST_LIMITS.bulkIds, `Maksimal ${GUEST_LIMITS.bulkIds} tamu sekaligus`),
    group: optionalLine('Kelompok', GUEST_LIMITS.group),
  })
  .refine((body) => body.action !== 'group' || body.group !== undefined, {
    message: 'Kelompok baru wajib diisi (kosongkan untuk menghapus kelompok)',
    path: ['group'],
  });
export type TGuestBulk = z.input<typeof ZGuestBulk>;

export const ZGuestBulkAnswer = z.object({ affected: z.number().int(), message: z.string() });
export type TGuestBulkAnswer = z.infer<typeof ZGuestBulkAnswer>;

/* ------------------------------------------------------------------ tracking */

export const ZGuestGroupStats = z.object({
  group: z.string().nullable(),
  total: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  answered: z.number().int(),
  attending: z.number().int(),
  attendingPax: z.number().int(),
  checkedIn: z.number().int(),
  checkedInPax: z.number().int(),
});
export type TGuestGroupStats = z.infer<typeof ZGuestGroupStats>;

export const ZGuestEventStats = z.object({
  eventId: z.string(),
  label: z.string(),
  invited: z.number().int(),
  hadir: z.number().int(),
  hadirPax: z.number().int(),
  tidakHadir: z.number().int(),
  ragu: z.number().int(),
});

export const ZGuestStats = ZGuestGroupStats.omit({ group: true }).extend({
  limit: z.number().int(),
  /** The invitation's default pax, which a guest added without a quota gets. */
  defaultQuota: z.number().int(),
  walkIns: z.number().int(),
  declined: z.number().int(),
  maybe: z.number().int(),
  groups: z.array(ZGuestGroupStats),
  events: z.array(ZGuestEventStats),
});
export type TGuestStats = z.infer<typeof ZGuestStats>;

/* ------------------------------------------------------------------ sending */

export const GUEST_SEND_KINDS = FOLLOW_UP_KINDS;
export type TGuestSendKind = (typeof GUEST_SEND_KINDS)[number];

/** A message the couple sent from the walk-through: recorded on the guest as a follow-up with its template. */
export const ZMarkSent = z.object({
  kind: z.enum(GUEST_SEND_KINDS, { error: 'Jenis pesan tidak dikenal' }).default('invitation'),
  template: ZFollowUpTemplate.optional(),
});

const ZMessageTemplate = text('Template pesan', 1, GUEST_LIMITS.message);

export const ZMessageTemplates = z.object({ invitation: ZMessageTemplate, reminder: ZMessageTemplate });
export type TMessageTemplates = z.infer<typeof ZMessageTemplates>;

/**
 * The values a message's placeholders are filled from, besides each guest's own: {acara} lists the
 * events the guest is invited to and {tanggal} and {lokasi} take the first, so the events are in time order.
 */
export const ZMessageContext = z.object({
  couple: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      date: z.string(),
      location: z.string(),
      /** The venue's map link as the couple gave it; empty when none. */
      mapUrl: z.string(),
    }),
  ),
  /** Whether the package includes check-in, so {qr} points at the QR on the guest's page. */
  checkIn: z.boolean(),
});
export type TMessageContext = z.infer<typeof ZMessageContext>;

export const ZMessageSettings = ZMessageTemplates.extend({
  isDefault: z.boolean(),
  context: ZMessageContext,
});
export type TMessageSettings = z.infer<typeof ZMessageSettings>;

/* ------------------------------------------------------------------ import */

export const IMPORT_FIELDS = [
  'name',
  'salutation',
  'phone',
  'email',
  'group',
  'quota',
  'sessions',
  'notes',
  'language',
  'members',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

/** The user's choices when the automatic matching got it wrong: the header row and a column per field. */
export const ZImportOptions = z.object({
  headerRow: z.coerce.number().int().min(1).max(1000).optional(),
  columns: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(200).nullable()).optional(),
});
export type TImportOptions = z.infer<typeof ZImportOptions>;

/** Pasted cells (name, tab, phone per line) or CSV text, as JSON; files come as multipart. */
export const ZImportText = ZImportOptions.extend({
  text: z
    .string()
    .min(1, 'Tempel daftar tamu terlebih dahulu')
    .max(GUEST_LIMITS.importBytes, 'Teks terlalu panjang'),
});
export type TImportText = z.input<typeof ZImportText>;

export const IMPORT_ROW_STATUSES = ['new', 'update', 'unchanged', 'error'] as const;
export type TImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const ZImportRow = z.object({
  /** The row's number as the spreadsheet shows it (1-based). */
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  name: z.string(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  group: z.string().nullable(),
  quota: z.number().int().nullable(),
  invitedEventIds: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  /** Null when the sheet has no language column or the cell is empty: the guest keeps what it has. */
  language: z.enum(PAGE_LANGUAGES).nullable(),
  /** A household's members' names from the "Anggota keluarga" cell; null when absent or empty: kept. */
  members: z.array(z.string()).nullable(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportPreview = z.object({
  sheet: z.string().nullable(),
  headerRow: z.number().int(),
  headers: z.array(z.string()),
  columns: z.record(z.enum(IMPORT_FIELDS), z.number().int().nullable()),
  rows: z.array(ZImportRow),
  counts: z.object({
    total: z.number().int(),
    new: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  limit: z.object({ limit: z.number().int(), current: z.number().int(), fits: z.boolean() }),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(z.object({ row: z.number().int(), name: z.string(), reason: z.string() })),
  message: z.string(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/* ------------------------------------------------------------------ export */

export const GUEST_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TGuestExportFormat = (typeof GUEST_EXPORT_FORMATS)[number];
/** "full" holds personal links and contact data; "vendor" only names, groups and pax for caterers. */
export const GUEST_EXPORT_KINDS = ['full', 'vendor'] as const;
export type TGuestExportKind = (typeof GUEST_EXPORT_KINDS)[number];

export const ZGuestExportQuery = ZGuestFilters.extend({
  format: z.enum(GUEST_EXPORT_FORMATS, { error: 'Format harus xlsx atau csv' }).default('xlsx'),
  kind: z.enum(GUEST_EXPORT_KINDS, { error: 'Jenis ekspor tidak dikenal' }).default('full'),
});
export type TGuestExportQuery = z.input<typeof ZGuestExportQuery>;

/** Exporting the selected rows: ids in the body, since a long selection does not fit in a URL. */
export const ZGuestExportSelection = z.object({
  format: z.enum(GUEST_EXPORT_FORMATS, { error: 'Format harus xlsx atau csv' }).default('xlsx'),
  kind: z.enum(GUEST_EXPORT_KINDS, { error: 'Jenis ekspor tidak dikenal' }).default('full'),
  ids: z.array(z.uuid('ID tamu tidak valid')).min(1, 'Pilih minimal satu tamu').max(GUEST_LIMITS.bulkIds),
});
export type TGuestExportSelection = z.input<typeof ZGuestExportSelection>;

export const ZImportTemplateQuery = z.object({
  format: z.enum(GUEST_EXPORT_FORMATS, { error: 'Format harus xlsx atau csv' }).default('xlsx'),
});

/* ------------------------------------------------------------------ QR cards */

/** The cards of chosen guests (one, or the list's selection): ids in the body, as a long selection needs. */
export const ZGuestCardsSelection = z.object({
  ids: z
    .array(z.uuid('ID tamu tidak valid'))
    .min(1, 'Pilih minimal satu tamu')
    .max(GUEST_LIMITS.bulkIds, `Maksimal ${GUEST_LIMITS.bulkIds} tamu sekaligus`),
});
export type TGuestCardsSelection = z.input<typeof ZGuestCardsSelection>;

/** Why no PDF was made: the choice holds nobody, or more than GUEST_LIMITS.cardsMax guests. */
export const GUEST_CARDS_CODES = { empty: 'CARDS_EMPTY', tooMany: 'CARDS_TOO_MANY' } as const;

/* ------------------------------------------------------------------ check-in */

export const ZCheckInPax = countFromText('Jumlah orang', 1, GUEST_LIMITS.checkInPaxMax);

/** An event of the invitation, as the door names the session it lets guests in for. */
export const ZDoorEventId = z
  .string({ error: 'Sesi acara tidak valid' })
  .trim()
  .min(1, 'Sesi acara tidak valid')
  .max(64, 'Sesi acara tidak valid');

const checkInFields = {
  pax: ZCheckInPax,
  /**
   * The household's members the usher ticked as here (absent: every member not yet in); pax counts
   * them and any plus-ones. A household already partly in takes the members not yet in.
   */
  memberIds: z
    .array(z.string().max(10), { error: 'Anggota keluarga harus berupa daftar' })
    .max(20)
    .optional(),
  /** More people than the quota: allowed only once the usher confirms. */
  confirmOverQuota: z.boolean().default(false),
  /** The session (an event of the invitation) the door is open for; absent: the invitation's first. */
  eventId: ZDoorEventId.optional(),
};

export const ZCheckInById = z.object(checkInFields);
export type TCheckInById = z.input<typeof ZCheckInById>;

/** A scanned QR holds the personal link; a typed code works too. */
export const ZCheckInByCode = z.object({
  ...checkInFields,
  code: z
    .string({ error: 'Kode tamu wajib diisi' })
    .trim()
    .min(1, 'Kode tamu wajib diisi')
    .max(500, 'Kode tamu tidak valid'),
});
export type TCheckInByCode = z.input<typeof ZCheckInByCode>;

export const ZWalkIn = z.object({
  name: ZGuestName,
  salutation: optionalLine('Sapaan', GUEST_LIMITS.salutation),
  group: optionalLine('Kelompok', GUEST_LIMITS.group),
  phone: ZGuestPhone.optional(),
  pax: ZCheckInPax,
  eventId: ZDoorEventId.optional(),
});
export type TWalkIn = z.input<typeof ZWalkIn>;

/**
 * A guest as the door sees them. No personal code: it is all the public RSVP and wish forms ask for,
 * and an usher's link must not let anyone answer as a guest. The door acts on a guest by id.
 */
export const ZCheckInGuest = z.object({
  id: z.string(),
  name: z.string(),
  salutation: z.string().nullable(),
  group: z.string().nullable(),
  quota: z.number().int(),
  invitedEventIds: z.array(z.string()),
  /** A household's members, so the door can let in part of it. */
  members: z.array(ZGuestMember),
  rsvpPax: z.number().int().nullable(),
  walkIn: z.boolean(),
  /**
   * One per session the guest came to, earliest first: the door reads its own session's (who came,
   * when, by whom, which members), so a guest in at the akad is still expected at the resepsi.
   */
  arrivals: z.array(ZGuestArrival),
  /** The souvenir is handed out once per guest or household: when, and by whom. */
  souvenirAt: ZTimestamp.nullable(),
  souvenirByName: z.string().nullable(),
});
export type TCheckInGuest = z.infer<typeof ZCheckInGuest>;

/** A scanned or typed guest code at the door. */
export const ZCheckInLookup = z.object({ code: z.string().trim().min(1, 'Kode tamu wajib diisi').max(500) });

export const ZCheckInSearch = z.object({
  q: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter').default(''),
});

export const ZCheckInGuestList = listOf(ZCheckInGuest);

export const ZCheckInResult = z.object({ guest: ZCheckInGuest, message: z.string() });
export type TCheckInResult = z.infer<typeof ZCheckInResult>;

export const ZCheckInSummary = z.object({
  /** False when the invitation's package does not include QR check-in: the door stays closed. */
  checkInAllowed: z.boolean(),
  totalGuests: z.number().int(),
  checkedIn: z.number().int(),
  checkedInPax: z.number().int(),
  expectedPax: z.number().int(),
  walkIns: z.number().int(),
  groups: z.array(
    z.object({
      group: z.string().nullable(),
      total: z.number().int(),
      checkedIn: z.number().int(),
      pax: z.number().int(),
    }),
  ),
  /**
   * Per session, the people let in against the people expected (the RSVPs coming to it; a guest who has
   * not answered counts their quota), so the door warns the caterer when arrivals pass it.
   */
  sessions: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      date: z.string().nullable(),
      expectedPax: z.number().int(),
      arrivedGuests: z.number().int(),
      arrivedPax: z.number().int(),
    }),
  ),
  /** Guests or households that received their souvenir. */
  souvenirs: z.number().int(),
  recent: z.array(ZCheckInGuest),
});
export type TCheckInSummary = z.infer<typeof ZCheckInSummary>;

export const CHECK_IN_CODES = {
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
  overQuota: 'OVER_QUOTA',
  pinRequired: 'PIN_REQUIRED',
  pinLocked: 'PIN_LOCKED',
  /** The guest or household already received their souvenir. */
  souvenirGiven: 'SOUVENIR_GIVEN',
  /** The usher's link was revoked or never existed: the door closes, whichever call found out. */
  usherAccessRevoked: 'USHER_ACCESS_REVOKED',
} as const;

/* ------------------------------------------------------------------ ushers */

export const ZUsherCreate = z.object({
  name: line('Nama penerima tamu', GUEST_LIMITS.usherName).refine(
    (v) => v.length > 0,
    'Nama penerima tamu wajib diisi',
  ),
  /** Optional second secret: the forwarded link alone then opens nothing. */
  pin: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{4,8}$/, 'PIN harus 4 sampai 8 angka'),
      z.literal(''),
      z.null(),
    ])
    .transform((value) => (value ? value : null))
    .optional(),
});
export type TUsherCreate = z.input<typeof ZUsherCreate>;

export const ZUsher = z.object({
  id: z.string(),
  name: z.string(),
  hasPin: z.boolean(),
  checkIns: z.number().int(),
  lastSeenAt: ZTimestamp.nullable(),
  revokedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TUsher = z.infer<typeof ZUsher>;

export const ZUsherList = listOf(ZUsher);

/** The secret is shown once, when the access is created. */
export const ZUsherCreated = z.object({ usher: ZUsher, token: z.string(), link: z.string() });
export type TUsherCreated = z.infer<typeof ZUsherCreated>;

export const ZUsherIdParams = z.object({ usherId: z.uuid('ID akses tidak valid') });

/** What the usher's screen knows about its invitation and itself. */
export const ZUsherSession = z.object({
  usherName: z.string(),
  invitation: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
});
export type TUsherSession = z.infer<typeof ZUsherSession>;

export const USHER_TOKEN_HEADER = 'x-usher-token';
export const USHER_PIN_HEADER = 'x-usher-pin';

/* ------------------------------------------------------------------ privacy */

export const ZGuestPrivacy = z.object({
  /** When phones and e-mails will be erased; null while no event has a date. */
  eraseAt: ZTimestamp.nullable(),
  extendedUntil: ZTimestamp.nullable(),
  erasedAt: ZTimestamp.nullable(),
  /** Whether the gift book stays when the contacts are erased (the couple's choice; kept by default). */
  keepGiftBook: z.boolean(),
});
export type TGuestPrivacy = z.infer<typeof ZGuestPrivacy>;

export const ZGuestPrivacyExtend = z.object({
  days: z.coerce
    .number({ error: 'Jumlah hari harus berupa angka' })
    .int('Jumlah hari harus bilangan bulat')
    .min(1, 'Perpanjangan minimal 1 hari')
    .max(365, 'Perpanjangan maksimal 365 hari'),
});
