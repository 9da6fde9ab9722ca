import { z } from 'zod';
import { ZTimestamp, patchOf, text } from '../fields';
import { listQuery, pagedOf } from '../list-query';
import { GUEST_LIMITS } from '../guests/schemas';

/**
 * Buku Kondangan (issue 18 part 3): the couple's private record of what each guest gave, at the door
 * (amplop, hadiah) or by transfer, written by the couple, by ushers at the door and by guests reporting
 * their own transfer on their page. Nothing of it is shown to other guests.
 */

export const GIFT_KINDS = ['amplop', 'hadiah', 'transfer'] as const;
export type TGiftKind = (typeof GIFT_KINDS)[number];

/** Where a gift came: handed over at the venue, or sent to the page's digital envelope. */
export const GIFT_SOURCES = ['door', 'transfer'] as const;
export type TGiftSource = (typeof GIFT_SOURCES)[number];
export const giftSourceOf = (kind: TGiftKind): TGiftSource => (kind === 'transfer' ? 'transfer' : 'door');

/** Who wrote the entry: an usher at the door, the couple, or the guest on their own page. */
export const GIFT_RECORDERS = ['usher', 'couple', 'guest'] as const;
export type TGiftRecorder = (typeof GIFT_RECORDERS)[number];

export const GIFT_LIMITS = { amount: 1_000_000_000, note: 500, name: GUEST_LIMITS.name } as const;

export const GIFT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

const ZKind = z.enum(GIFT_KINDS, { error: 'Jenis harus amplop, hadiah atau transfer' });

/** Whole rupiah from 0 to 1 miliar; null (or nothing) when not counted. */
export const ZGiftAmount = z
  .number({ error: 'Nominal harus berupa angka' })
  .int('Nominal harus bilangan bulat (rupiah)')
  .min(0, 'Nominal minimal 0')
  .max(GIFT_LIMITS.amount, 'Nominal maksimal Rp 1.000.000.000')
  .nullable();

/** An empty note is no note: it is stored, and read back, as null. */
const ZNote = z
  .string({ error: 'Catatan harus berupa teks' })
  .trim()
  .max(GIFT_LIMITS.note, `Catatan maksimal ${GIFT_LIMITS.note} karakter`)
  .nullable()
  .transform((value) => value || null);

/** A guest (or household) of the list, or a name not on it: exactly one of the two. */
const ZGiver = {
  guestId: z.uuid('ID tamu tidak valid').nullable().optional(),
  name: text('Nama pemberi', 1, GIFT_LIMITS.name).nullable().optional(),
};
const oneGiver = (value: { guestId?: string | null | undefined; name?: string | null | undefined }) =>
  Boolean(value.guestId) !== Boolean(value.name);
const GIVER_ISSUE = { message: 'Pilih tamu dari daftar atau tulis nama pemberi', path: ['name'] };

export const ZGiftCreate = z
  .object({
    ...ZGiver,
    kind: ZKind,
    amount: ZGiftAmount.optional(),
    note: ZNote.optional(),
  })
  .refine(oneGiver, GIVER_ISSUE);
export type TGiftCreate = z.input<typeof ZGiftCreate>;

/** What an usher notes at the door: always a guest of the list, never a transfer. */
export const ZUsherGiftCreate = z.object({
  guestId: z.uuid('ID tamu tidak valid'),
  kind: z.enum(['amplop', 'hadiah'], { error: 'Jenis harus amplop atau hadiah' }),
  amount: ZGiftAmount.optional(),
  note: ZNote.optional(),
});
export type TUsherGiftCreate = z.input<typeof ZUsherGiftCreate>;

export const ZGiftUpdate = patchOf(z.object({ ...ZGiver, kind: ZKind, amount: ZGiftAmount, note: ZNote }));
export type TGiftUpdate = z.input<typeof ZGiftUpdate>;

export const ZGiftIdParams = z.object({ giftId: z.uuid('ID catatan tidak valid') });

export const ZGiftEntry = z.object({
  id: z.string(),
  guestId: z.string().nullable(),
  name: z.string(),
  /** The guest's group, when the entry names a guest still on the list. */
  group: z.string().nullable(),
  kind: ZKind,
  source: z.enum(GIFT_SOURCES),
  amount: z.number().int().nullable(),
  note: z.string().nullable(),
  recordedBy: z.enum(GIFT_RECORDERS),
  recordedByName: z.string(),
  /** null: a guest's own report the couple has not confirmed yet. */
  confirmedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TGiftEntry = z.infer<typeof ZGiftEntry>;

/** What an usher reads back: the entry they just wrote, and nothing of the rest of the book. */
export const ZUsherGiftEntry = ZGiftEntry.pick({
  id: true,
  name: true,
  kind: true,
  amount: true,
  note: true,
  createdAt: true,
});
export type TUsherGiftEntry = z.infer<typeof ZUsherGiftEntry>;

const ZGiftFilters = z.object({
  kind: ZKind.optional(),
  source: z.enum(GIFT_SOURCES, { error: 'Sumber harus door atau transfer' }).optional(),
  /** Guests' own reports the couple has not confirmed yet. */
  pending: z.enum(['true', 'false'], { error: 'Filter konfirmasi harus true atau false' }).optional(),
});

export const ZGiftListQuery = listQuery({
  sortBy: ['createdAt', 'name', 'amount', 'kind'],
  defaultSortBy: 'createdAt',
  defaultOrder: 'desc',
}).extend(ZGiftFilters.shape);
export type TGiftListQuery = z.input<typeof ZGiftListQuery>;

export const ZGiftList = pagedOf(ZGiftEntry);
export type TGiftList = z.infer<typeof ZGiftList>;

const ZTally = z.object({ count: z.number().int(), amount: z.number().int() });
export type TGiftTally = z.infer<typeof ZTally>;

/** The book's totals: confirmed entries only; guests' unconfirmed reports are counted apart. */
export const ZGiftSummary = z.object({
  total: ZTally,
  byKind: z.object({ amplop: ZTally, hadiah: ZTally, transfer: ZTally }),
  bySource: z.object({ door: ZTally, transfer: ZTally }),
  pending: ZTally,
});
export type TGiftSummary = z.infer<typeof ZGiftSummary>;

export const ZGiftExportQuery = ZGiftFilters.extend({
  format: z.enum(GIFT_EXPORT_FORMATS, { error: 'Format harus xlsx atau csv' }).default('xlsx'),
});
export type TGiftExportQuery = z.input<typeof ZGiftExportQuery>;

/** Whether the gift book stays when the guests' contacts are erased after the event (UU PDP). */
export const ZGiftBookRetention = z.object({
  keepGiftBook: z.boolean({ error: 'Pilihan simpan buku kondangan harus ya atau tidak' }),
});
export type TGiftBookRetention = z.infer<typeof ZGiftBookRetention>;

/** The guest's "Saya sudah transfer" form on their personal page (urlencoded or JSON). */
export const GIFT_REPORT_FIELDS = {
  token: 'token',
  guestCode: 'guestCode',
  amount: 'amount',
  message: 'message',
  lang: 'lang',
} as const;

/**
 * The form's amount is typed by a guest: "500.000", "Rp 500000" and "500000" all read as 500000; empty
 * means no amount.
 */
export const ZGiftReport = z.object({
  amount: z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return value;
    const digits = value.replace(/^\s*rp\.?\s*/i, '').replace(/[.\s]/g, '');
    if (digits === '') return null;
    return /^\d+$/.test(digits) ? Number(digits) : value;
  }, ZGiftAmount),
  message: z
    .string({ error: 'Pesan harus berupa teks' })
    .trim()
    .max(GIFT_LIMITS.note, `Pesan maksimal ${GIFT_LIMITS.note} karakter`)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type TGiftReport = z.infer<typeof ZGiftReport>;

/**
 * Whether the invitation shows a digital envelope (an account number guests can transfer to), as its
 * page's gifts section does; a guest's "Saya sudah transfer" is taken only then.
 */
export function hasDigitalEnvelope(content: {
  giftAccounts?: readonly { number?: string | undefined; provider?: string | undefined }[] | undefined;
}): boolean {
  return (content.giftAccounts ?? []).some((account) => account.number?.trim() && account.provider?.trim());
}
