import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogue, id, ref, stampedAt, timestampTz, timestamps } from './columns';
import {
  CONFIRMATION_STATUSES,
  PAYMENT_METHODS,
  TRANSACTION_STATUSES,
  type TTransferAccount,
} from '@undangin/shared';
import { users } from './accounts';
import { invitations, templateTier } from './invitations';

export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const confirmationStatus = pgEnum('confirmation_status', CONFIRMATION_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const transactionActorKind = pgEnum('transaction_actor_kind', ['owner', 'admin', 'system']);

/** Packages administrators sell; prices are whole rupiah. */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    code: text('code').notNull(),
    ...catalogue(),
    price: integer('price').notNull(),
    guestLimit: integer('guest_limit').notNull(),
    activeDays: integer('active_days').notNull(),
    galleryLimit: integer('gallery_limit').notNull(),
    templateTier: templateTier('template_tier').notNull().default('free'),
    musicUpload: boolean('music_upload').notNull().default(false),
    qrCheckin: boolean('qr_checkin').notNull().default(false),
    wishesModeration: boolean('wishes_moderation').notNull().default(false),
    showBranding: boolean('show_branding').notNull().default(true),
    /** The package an invitation is on until it buys another; exactly one row has it. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('packages_code_unique').on(t.code),
    uniqueIndex('packages_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** The accounts users transfer to. */
export const bankAccounts = pgTable('bank_accounts', {
  id: id(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/**
 * The package an invitation bought and until when its page stays up. An invitation without a row is on
 * the default package, counted from its creation.
 */
export const invitationPlans = pgTable('invitation_plans', {
  invitationId: ref('invitation_id', () => invitations.id, 'cascade').primaryKey(),
  packageId: ref('package_id', () => packages.id, 'restrict').notNull(),
  activeUntil: timestampTz('active_until').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/** Invoice numbers run per day (INV/YYYYMMDD/NNNN); one upsert hands out the next one atomically. */
export const invoiceCounters = pgTable('invoice_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    invoiceNumber: text('invoice_number').notNull(),
    // Invoices outlive a deleted account or invitation: the books keep the money, not the person.
    userId: ref('user_id', () => users.id, 'set null'),
    invitationId: ref('invitation_id', () => invitations.id, 'set null'),
    packageId: ref('package_id', () => packages.id, 'restrict').notNull(),
    previousPackageId: ref('previous_package_id', () => packages.id, 'restrict'),
    packagePrice: integer('package_price').notNull(),
    credit: integer('credit').notNull().default(0),
    /** The days left of the previous package that the credit pays back, shown on the invoice. */
    creditDays: integer('credit_days').notNull().default(0),
    uniqueCode: integer('unique_code').notNull(),
    amount: integer('amount').notNull(),
    status: transactionStatus('status').notNull().default('menunggu_pembayaran'),
    paymentMethod: paymentMethod('payment_method').notNull().default('bank_transfer'),
    transferAccounts: jsonb('transfer_accounts').$type<TTransferAccount[]>().notNull(),
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestampTz('expires_at').notNull(),
    paidAt: timestampTz('paid_at'),
    rejectionReason: text('rejection_reason'),
    /** Set once the owner was reminded that the transfer window is closing. */
    reminderSentAt: timestampTz('reminder_sent_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('transactions_invoice_unique').on(t.invoiceNumber),
    uniqueIndex('transactions_idempotency_unique').on(t.userId, t.idempotencyKey),
    // A transfer is matched by its amount: no two open transactions ask for the same sum, so the code
    // only has to differ among open orders of one price, and a closed order frees its code.
    uniqueIndex('transactions_open_amount_unique')
      .on(t.amount)
      .where(sql`${t.status} in ('menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak')`),
    // One purchase at a time per invitation, so two tabs cannot buy twice.
    uniqueIndex('transactions_open_invitation_unique')
      .on(t.invitationId)
      .where(sql`${t.status} in ('menunggu_pembayaran', 'menunggu_verifikasi', 'ditolak')`),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_status_idx').on(t.status, t.expiresAt),
  ],
);

/** Every change of a transaction's status: who, when, and why. */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: id(),
    transactionId: ref('transaction_id', () => transactions.id, 'cascade').notNull(),
    fromStatus: transactionStatus('from_status'),
    toStatus: transactionStatus('to_status').notNull(),
    actorKind: transactionActorKind('actor_kind').notNull(),
    actorId: ref('actor_id', () => users.id, 'set null'),
    note: text('note'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('transaction_events_tx_idx').on(t.transactionId, t.createdAt)],
);

export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: id(),
    transactionId: ref('transaction_id', () => transactions.id, 'cascade').notNull(),
    userId: ref('user_id', () => users.id, 'set null'),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    amount: integer('amount').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    /** Storage key outside any public path; only the owner and administrators get the bytes. */
    proofKey: text('proof_key').notNull(),
    proofMime: text('proof_mime').notNull(),
    proofSize: integer('proof_size').notNull(),
    status: confirmationStatus('status').notNull().default('menunggu'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: ref('reviewed_by', () => users.id, 'set null'),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('payment_confirmations_tx_idx').on(t.transactionId, t.createdAt),
    index('payment_confirmations_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Notices the billing jobs sent, keyed so each goes out once however many processes run the job. */
export const billingNotices = pgTable('billing_notices', {
  key: text('key').primaryKey(),
  createdAt: stampedAt('created_at'),
});
