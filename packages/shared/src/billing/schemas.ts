import { z } from 'zod';
import { count, patchOf, text, ZTimestamp, ZUserRef } from '../fields';
import { listOf, listQuery, pagedOf, ZPaging } from '../list-query';
import { INVITATION_LIMITS } from '../invitations/content';
import { MAX_RUPIAH, formatRupiah, rupiah } from './money';
import { TRANSACTION_STATUSES } from './states';

/** Contracts of the packages, bank accounts, transactions and payments endpoints (design.md API map). */

export const PACKAGE_TEMPLATE_TIERS = ['free', 'premium'] as const;
export type TPackageTemplateTier = (typeof PACKAGE_TEMPLATE_TIERS)[number];

export const PAYMENT_METHODS = ['bank_transfer'] as const;
export type TPaymentMethodId = (typeof PAYMENT_METHODS)[number];

export const CONFIRMATION_STATUSES = ['menunggu', 'diterima', 'ditolak'] as const;
export type TConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/**
 * Proofs of transfer: what a phone photo or a bank's PDF receipt is, and no bigger than that. The same
 * 10 MB as the gallery's photos: a phone's camera photo often passes 5 MB (the web app shrinks photos
 * before sending them, but a PDF or a browser that cannot draw the photo sends it as it is).
 */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type TProofMime = (typeof PROOF_MIME_TYPES)[number];

/** A transaction waits this long for its transfer before the expiry job closes it. */
export const TRANSACTION_TTL_HOURS = 24;
export const UNIQUE_CODE_MIN = 1;
export const UNIQUE_CODE_MAX = 999;

const ZId = z.uuid({ error: 'ID tidak valid' });

/* ------------------------------------------------------------------ packages */

/** What a package unlocks for one invitation; the server enforces each of these. */
export const ZPackageLimits = z.object({
  guestLimit: count('Batas tamu', 1, 100_000),
  activeDays: count('Masa aktif', 1, 3650),
  galleryLimit: count('Batas foto galeri', 0, INVITATION_LIMITS.galleryImages),
  templateTier: z.enum(PACKAGE_TEMPLATE_TIERS, { error: 'Tingkat template harus free atau premium' }),
  musicUpload: z.boolean({ error: 'Unggah musik harus ya atau tidak' }),
  qrCheckin: z.boolean({ error: 'Check-in QR harus ya atau tidak' }),
  wishesModeration: z.boolean({ error: 'Moderasi ucapan harus ya atau tidak' }),
  showBranding: z.boolean({ error: 'Tanda "dibuat dengan Undangin" harus ya atau tidak' }),
});
export type TPackageLimits = z.infer<typeof ZPackageLimits>;

/** How a transaction names its package. */
const ZPackageRef = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const ZPackage = ZPackageLimits.extend({
  ...ZPackageRef.shape,
  description: z.string(),
  price: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** The package every invitation starts on; it cannot be bought, deactivated or deleted. */
  isDefault: z.boolean(),
  /** Transactions point at it, so it can be deactivated but not deleted. */
  inUse: z.boolean(),
});
export type TPackage = z.infer<typeof ZPackage>;

/**
 * The packages, and whether one can be bought now: a transfer needs an active bank account to go to, so
 * until an administrator adds one the couple is told buying is not open yet rather than refused.
 */
export const ZPackageList = listOf(ZPackage).extend({ checkoutOpen: z.boolean() });
export type TPackageList = z.infer<typeof ZPackageList>;

export const ZPackageInput = ZPackageLimits.extend({
  code: z
    .string({ error: 'Kode paket wajib diisi' })
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'Kode paket 2–40 karakter: huruf kecil, angka dan tanda hubung'),
  name: text('Nama paket', 1, 60),
  description: text('Deskripsi', 0, 300).default(''),
  price: rupiah('Harga'),
  sortOrder: count('Urutan', 0, 1000).default(0),
  active: z.boolean({ error: 'Status aktif harus ya atau tidak' }).default(true),
});
export type TPackageInput = z.input<typeof ZPackageInput>;

export const ZPackageUpdate = patchOf(ZPackageInput);
export type TPackageUpdate = z.input<typeof ZPackageUpdate>;

/** The package an invitation is on now and how long its page stays up. */
export const ZInvitationPlan = z.object({
  invitationId: z.string(),
  package: ZPackage,
  activeUntil: ZTimestamp,
  daysLeft: z.number().int(),
  expired: z.boolean(),
  openTransaction: z
    .object({ id: z.string(), invoiceNumber: z.string(), status: z.enum(TRANSACTION_STATUSES) })
    .nullable(),
});
export type TInvitationPlan = z.infer<typeof ZInvitationPlan>;

/* ------------------------------------------------------------- bank accounts */

/**
 * What a transfer needs of an account. A transaction keeps a copy made when it was created, so later
 * edits never change what was shown.
 */
export const ZTransferAccount = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type TTransferAccount = z.infer<typeof ZTransferAccount>;

export const ZBankAccount = z.object({
  id: z.string(),
  ...ZTransferAccount.shape,
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankAccountList = listOf(ZBankAccount);
export type TBankAccountList = z.infer<typeof ZBankAccountList>;

export const ZBankAccountInput = z.object({
  bankName: text('Nama bank', 2, 60),
  accountNumber: z
    .string({ error: 'Nomor rekening wajib diisi' })
    .trim()
    .regex(/^[0-9][0-9 -]{4,29}$/, 'Nomor rekening 5–30 karakter: angka, spasi atau tanda hubung'),
  accountHolder: text('Nama pemilik rekening', 1, 100),
  active: z.boolean({ error: 'Status aktif harus ya atau tidak' }).default(true),
  sortOrder: count('Urutan', 0, 1000).default(0),
});
export type TBankAccountInput = z.input<typeof ZBankAccountInput>;

export const ZBankAccountUpdate = patchOf(ZBankAccountInput);
export type TBankAccountUpdate = z.input<typeof ZBankAccountUpdate>;

/* -------------------------------------------------------------- transactions */

export const ZTransactionCreate = z.object({
  invitationId: ZId,
  packageId: ZId,
});
export type TTransactionCreate = z.infer<typeof ZTransactionCreate>;

export const ZTransaction = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Null once the invitation was deleted; the invoice stays for the books. */
  invitation: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  package: ZPackageRef,
  /** The active package an upgrade is counted from; the unused days of its period are the credit. */
  previousPackage: ZPackageRef.nullable(),
  packagePrice: z.number().int(),
  credit: z.number().int(),
  /** The days of the previous package's period the credit pays back. */
  creditDays: z.number().int(),
  /** The invoice line for the credit, "Kredit sisa paket Basic (40 hari)"; null without a credit. */
  creditNote: z.string().nullable(),
  uniqueCode: z.number().int(),
  /** What to transfer: package price − credit + unique code, in whole rupiah. */
  amount: z.number().int(),
  transferAccounts: z.array(ZTransferAccount),
  expiresAt: ZTimestamp,
  paidAt: ZTimestamp.nullable(),
  rejectionReason: z.string().nullable(),
  /** Null once the account was deleted. */
  user: ZUserRef.nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionHistoryEntry = z.object({
  id: z.string(),
  fromStatus: z.enum(TRANSACTION_STATUSES).nullable(),
  toStatus: z.enum(TRANSACTION_STATUSES),
  actorKind: z.enum(['owner', 'admin', 'system']),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TTransactionHistoryEntry = z.infer<typeof ZTransactionHistoryEntry>;

export const TRANSACTION_SORT_FIELDS = [
  'createdAt',
  'invoiceNumber',
  'amount',
  'status',
  'expiresAt',
] as const;

/** q: an invoice number, the user's name or e-mail, or an amount (dots and "Rp" allowed). */
export const ZTransactionListQuery = listQuery({
  sortBy: TRANSACTION_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  defaultOrder: 'desc',
}).extend({
  status: z.enum(TRANSACTION_STATUSES, { error: 'Status tidak dikenal' }).optional(),
});
export type TTransactionListQuery = z.input<typeof ZTransactionListQuery>;

export const ZTransactionList = pagedOf(ZTransaction);
export type TTransactionList = z.infer<typeof ZTransactionList>;

export const ZRejectBody = z.object({
  reason: text('Alasan penolakan', 5, 500),
});
export type TRejectBody = z.infer<typeof ZRejectBody>;

/* ------------------------------------------------------------------ payments */

/** Parses what a person types for money ("150.123", "Rp 150.123", 150123) into whole rupiah. */
export function parseRupiahInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/^\s*rp\.?\s*/i, '').replace(/[.\s]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : value;
}

/** The text fields of a payment confirmation; the proof travels beside them as a file. */
export const ZPaymentConfirmationFields = z.object({
  bankName: text('Bank asal', 2, 60),
  accountHolder: text('Nama pemilik rekening', 1, 100),
  amount: z.preprocess(
    parseRupiahInput,
    z
      .number({ error: 'Jumlah transfer wajib diisi dengan angka' })
      .int('Jumlah transfer harus bilangan bulat rupiah')
      .min(1, 'Jumlah transfer wajib diisi')
      .max(MAX_RUPIAH, `Jumlah transfer maksimal ${formatRupiah(MAX_RUPIAH)}`),
  ),
  transferDate: z
    .string({ error: 'Tanggal transfer wajib diisi' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal transfer harus berformat TTTT-BB-HH')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Tanggal transfer tidak valid'),
});
export type TPaymentConfirmationFields = z.input<typeof ZPaymentConfirmationFields>;

export const ZPaymentProof = z.object({
  mime: z.enum(PROOF_MIME_TYPES),
  size: z.number().int(),
  url: z.string(),
});

export const ZPaymentConfirmation = z.object({
  id: z.string(),
  transactionId: z.string(),
  invoiceNumber: z.string(),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  transactionAmount: z.number().int(),
  bankName: z.string(),
  accountHolder: z.string(),
  amount: z.number().int(),
  transferDate: z.string(),
  proof: ZPaymentProof,
  status: z.enum(CONFIRMATION_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TPaymentConfirmation = z.infer<typeof ZPaymentConfirmation>;

export const ZPaymentListQuery = ZPaging.extend({
  status: z.enum(CONFIRMATION_STATUSES, { error: 'Status tidak dikenal' }).optional(),
});
export type TPaymentListQuery = z.input<typeof ZPaymentListQuery>;

export const ZPaymentConfirmationList = pagedOf(ZPaymentConfirmation);
export type TPaymentConfirmationList = z.infer<typeof ZPaymentConfirmationList>;

export const ZTransactionDetail = ZTransaction.extend({
  history: z.array(ZTransactionHistoryEntry),
  confirmations: z.array(ZPaymentConfirmation),
});
export type TTransactionDetail = z.infer<typeof ZTransactionDetail>;

export const ZPaymentDetail = ZPaymentConfirmation.extend({
  transaction: ZTransactionDetail,
});
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;
