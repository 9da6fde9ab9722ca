import { z } from 'zod';
import { text, ZTimestamp, ZUserRef } from '../fields';
import { ROLES } from '../abilities';
import { listOrder, listQuery, pagedOf, ZListSearch, ZPaging } from '../list-query';

/** Contracts of the administrators' user management and audit log (design.md, API map: users). */

export const USER_STATUSES = ['active', 'suspended'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/** Query strings carry booleans as text. */
const ZQueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'status', 'invitations', 'createdAt'] as const;

export const ZUserListQuery = listQuery({
  sortBy: USER_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  defaultOrder: 'asc',
}).extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  confirmed: ZQueryBoolean.optional(),
});
/** What a client sends: every field optional, numbers and booleans as they are. */
export type TUserListQuery = Partial<z.output<typeof ZUserListQuery>>;

export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  suspendedReason: z.string().nullable(),
  emailVerified: z.boolean(),
  invitations: z.number().int(),
  firstLoginAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZUserList = pagedOf(ZAdminUser);
export type TUserList = z.infer<typeof ZUserList>;

export const ZUserInvitationSummary = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.string(),
  templateName: z.string().nullable(),
  publishedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TUserInvitationSummary = z.infer<typeof ZUserInvitationSummary>;

export const ZUserTransactionSummary = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: z.string(),
  amount: z.number().int(),
  createdAt: ZTimestamp,
});
export type TUserTransactionSummary = z.infer<typeof ZUserTransactionSummary>;

export const ZUserDetail = z.object({
  user: ZAdminUser,
  invitations: z.array(ZUserInvitationSummary),
  transactions: z.array(ZUserTransactionSummary),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

export const ZUserIdParams = z.object({ id: z.uuid('Pengguna tidak ditemukan') });

export const ZUserPatchBody = z.object({
  role: z.enum(ROLES, { error: 'Peran harus user atau admin' }),
});
export type TUserPatchBody = z.infer<typeof ZUserPatchBody>;

export const ZSuspendBody = z.object({
  reason: text('Alasan', 1, 500),
});
export type TSuspendBody = z.infer<typeof ZSuspendBody>;

export const ZUserActionResponse = z.object({ message: z.string(), user: ZAdminUser });
export type TUserActionResponse = z.infer<typeof ZUserActionResponse>;

/** Audit log */

export const ZAuditListQuery = ZPaging.extend({
  q: ZListSearch,
  orderBy: listOrder('desc'),
  action: z.string().trim().max(100).optional(),
  subjectType: z.string().trim().max(50).optional(),
  subjectId: z.string().trim().max(100).optional(),
  actorId: z.uuid().optional(),
  /** Entries about this user or made by them: a user's audit trail. */
  userId: z.uuid().optional(),
  from: z.iso.date('Tanggal awal tidak valid').optional(),
  to: z.iso.date('Tanggal akhir tidak valid').optional(),
});
export type TAuditListQuery = Partial<z.output<typeof ZAuditListQuery>>;

/** The export takes the list's filters; it is every matching entry, not a page. */
export const ZAuditExportQuery = ZAuditListQuery.omit({ page: true, perPage: true });
export type TAuditExportQuery = Partial<z.output<typeof ZAuditExportQuery>>;

/**
 * What an entry is about, as people know it: read from the object now, or from the entry's own record
 * once the object is gone. Ids stay in `subjectId`, for the detail view and hover, never the sentence.
 */
const ZAuditSubject = z.object({
  /** The user's name, the template's or package's name, the couple of an invitation, the invoice number, the bank. */
  name: z.string().nullable(),
  /** What tells it apart: the user's e-mail, the invitation's slug, the transaction's package, the account number. */
  detail: z.string().nullable(),
  /** Whole rupiah: a transaction's amount, a package's price. */
  amount: z.number().int().nullable(),
  /** The object no longer exists (a deleted account, template, package, bank account). */
  deleted: z.boolean(),
});
export type TAuditSubject = z.infer<typeof ZAuditSubject>;

export const ZAuditEntry = z.object({
  id: z.string(),
  /** Null for the system, or once the actor's account is deleted. */
  actor: ZUserRef.nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subject: ZAuditSubject,
  before: z.unknown(),
  after: z.unknown(),
  createdAt: ZTimestamp,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditList = pagedOf(ZAuditEntry).extend({
  /** Distinct actions recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type TAuditList = z.infer<typeof ZAuditList>;
