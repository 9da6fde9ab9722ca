import { z } from 'zod';
import { ZTimestamp, ZUserRef } from '../fields';
import { listQuery, pagedOf, ZPaging } from '../list-query';
import { PAGE_END_WARNINGS } from '../billing/plan-ending';
import {
  ZInvitationContentDraft,
  EVENT_KINDS,
  PAGE_LANGUAGES,
  IMAGE_WIDTHS,
  MUSIC_MIME_TYPES,
  TIME_ZONES,
} from './content';
import { ATTENDANCE } from './public-forms';

/**
 * Contracts of the invitation endpoints (design.md, API map: invitations and public pages). The
 * content itself is defined in content.ts; these are the requests and answers around it.
 */

export const INVITATION_STATUSES = ['draft', 'published', 'expired'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

/** Words a slug may not be: paths of the app and the public pages, and names that mislead guests. */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'calendar',
  'dashboard',
  'demo',
  'docs',
  'files',
  'guests',
  'help',
  'invitations',
  'login',
  'logout',
  'media',
  'null',
  'packages',
  'payments',
  'preview',
  'profile',
  'public',
  'register',
  'root',
  'settings',
  'static',
  'support',
  'system',
  'templates',
  'transactions',
  'u',
  'undangan',
  'undangin',
  'undefined',
  'users',
  'www',
];

export const ZSlug = z
  .string({ error: 'Alamat undangan wajib diisi' })
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, `Alamat undangan minimal ${SLUG_MIN} karakter`)
  .max(SLUG_MAX, `Alamat undangan maksimal ${SLUG_MAX} karakter`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Alamat undangan hanya boleh huruf kecil, angka dan tanda hubung (tidak di awal, di akhir, atau berurutan)',
  )
  .refine(
    (slug) => !RESERVED_SLUGS.includes(slug),
    'Alamat undangan ini tidak boleh dipakai, pilih yang lain',
  );

const ZUuid = z.uuid('ID tidak valid');

export const ZInvitationIdParams = z.object({ id: ZUuid });
export type TInvitationIdParams = z.infer<typeof ZInvitationIdParams>;

export const ZCreateInvitationBody = z.object({
  slug: ZSlug.optional(),
  templateId: ZUuid.nullish(),
  pageLanguage: z.enum(PAGE_LANGUAGES, { error: 'Bahasa halaman harus id atau en' }).optional(),
  content: ZInvitationContentDraft.optional(),
});
export type TCreateInvitationBody = z.input<typeof ZCreateInvitationBody>;

/** An autosave: the version the editor started from, and whatever changed (the content as a whole). */
export const ZUpdateInvitationBody = z.object({
  version: z.number({ error: 'Versi wajib dikirim' }).int().min(1),
  ...ZCreateInvitationBody.shape,
});
export type TUpdateInvitationBody = z.input<typeof ZUpdateInvitationBody>;

/**
 * The page's language is one setting that a body may name twice (at the top and in the content): the
 * top wins, as the server stores it, so what is read back is what the contract says was written.
 */
export function onePageLanguage<
  TBody extends { pageLanguage?: (typeof PAGE_LANGUAGES)[number] | undefined; content?: object | undefined },
>(body: TBody): TBody {
  return body.pageLanguage && body.content
    ? { ...body, content: { ...body.content, pageLanguage: body.pageLanguage } }
    : body;
}

/** What the free allowance or the invitation's package permits; the editor shows the limits. */
export const ZInvitationAllowance = z.object({
  galleryMax: z.number().int(),
  musicUpload: z.boolean(),
  premiumTemplates: z.boolean(),
  wishesModeration: z.boolean(),
  showMark: z.boolean(),
});
export type TInvitationAllowance = z.infer<typeof ZInvitationAllowance>;

export const ZInvitationTemplateRef = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tier: z.enum(['free', 'premium']),
});

/**
 * Until when guests can open the page, and whether that comes too early for the events
 * (billing/plan-ending.ts): the editor and the dashboard show it with one way to extend.
 */
export const ZPageEnd = z.object({
  /** Null: the page has no end. */
  activeUntil: ZTimestamp.nullable(),
  warning: z.enum(PAGE_END_WARNINGS).nullable(),
  /** The event that ends last, which a warning names; null while no event has a date and a time. */
  lastEvent: z
    .object({
      kind: z.enum(EVENT_KINDS).nullable(),
      customName: z.string().nullable(),
      date: z.string(),
      startTime: z.string(),
      timeZone: z.enum(TIME_ZONES),
    })
    .nullable(),
  /** The invitation's own time zone, in which the page's end is shown. */
  timeZone: z.enum(TIME_ZONES),
});
export type TPageEnd = z.infer<typeof ZPageEnd>;

export const ZInvitation = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(INVITATION_STATUSES),
  templateId: z.string().nullable(),
  template: ZInvitationTemplateRef.nullable(),
  pageLanguage: z.enum(PAGE_LANGUAGES),
  content: ZInvitationContentDraft,
  version: z.number().int(),
  /** Once published the slug is fixed: links have been sent. */
  slugLocked: z.boolean(),
  publishedAt: ZTimestamp.nullable(),
  /** An administrator's take-down: set, the owner cannot publish until an administrator lifts it. */
  unpublishedReason: z.string().nullable(),
  /** The general link, relative to the site: /u/<slug>. */
  publicUrl: z.string(),
  /** Appended as `?t=` to media URLs so the editor's preview shows files of a draft. */
  mediaToken: z.string(),
  missingForPublish: z.array(z.string()),
  allowance: ZInvitationAllowance,
  pageEnd: ZPageEnd,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationSummary = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(INVITATION_STATUSES),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  /** "Rara & Dimas", or empty while no name is written. */
  coupleNames: z.string(),
  /** The first event's date (YYYY-MM-DD), when there is one. */
  eventDate: z.string().nullable(),
  version: z.number().int(),
  publishedAt: ZTimestamp.nullable(),
  unpublishedReason: z.string().nullable(),
  publicUrl: z.string(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TInvitationSummary = z.infer<typeof ZInvitationSummary>;

export const INVITATION_SORT_FIELDS = ['createdAt', 'updatedAt', 'slug', 'status'] as const;

/** The owner's and the administrators' lists of invitations: the latest change first, filtered by status. */
function invitationListQuery<const TColumn extends string>(
  sortBy: readonly [...typeof INVITATION_SORT_FIELDS, ...TColumn[]],
) {
  type TSortBy = (typeof INVITATION_SORT_FIELDS)[number] | TColumn;
  return listQuery<TSortBy>({ sortBy, defaultSortBy: 'updatedAt', defaultOrder: 'desc' }).extend({
    status: z.enum(INVITATION_STATUSES).optional(),
  });
}

export const ZInvitationListQuery = invitationListQuery(INVITATION_SORT_FIELDS);
export type TInvitationListQuery = z.input<typeof ZInvitationListQuery>;

export const ZInvitationList = pagedOf(ZInvitationSummary);
export type TInvitationList = z.infer<typeof ZInvitationList>;

/** A stale save: the editor shows what changed and lets the user decide. */
export const ZVersionConflict = z.object({
  message: z.string(),
  code: z.literal('VERSION_CONFLICT'),
  currentVersion: z.number().int(),
});
export type TVersionConflict = z.infer<typeof ZVersionConflict>;

export const ZPublishBlocked = z.object({
  message: z.string(),
  code: z.literal('PUBLISH_INCOMPLETE'),
  missing: z.array(z.string()),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TPublishBlocked = z.infer<typeof ZPublishBlocked>;

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

export const ZUploadedMedia = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    key: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** Same-site URLs of the WebP variants, by width. */
    urls: z.record(z.enum(IMAGE_WIDTHS.map(String) as [string, ...string[]]), z.string()),
  }),
  z.object({
    kind: z.literal('music'),
    key: z.string(),
    mime: z.enum(MUSIC_MIME_TYPES),
    bytes: z.number().int(),
    url: z.string(),
  }),
]);
export type TUploadedMedia = z.infer<typeof ZUploadedMedia>;

// Wishes, as the owner moderates them.

export const WISH_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type TWishStatus = (typeof WISH_STATUSES)[number];

export const ZOwnerWish = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string(),
  attendance: z.enum(ATTENDANCE).nullable(),
  status: z.enum(WISH_STATUSES),
  fromGuest: z.boolean(),
  createdAt: ZTimestamp,
});
export type TOwnerWish = z.infer<typeof ZOwnerWish>;

export const ZOwnerWishListQuery = ZPaging.extend({
  status: z.enum(WISH_STATUSES).optional(),
});
export type TOwnerWishListQuery = z.input<typeof ZOwnerWishListQuery>;

export const ZOwnerWishList = pagedOf(ZOwnerWish).extend({
  /** Wishes waiting for approval, whatever the filter. */
  pending: z.number().int(),
});
export type TOwnerWishList = z.infer<typeof ZOwnerWishList>;

export const ZWishIdParams = z.object({ wishId: ZUuid });
export const ZUpdateWishBody = z.object({
  status: z.enum(['approved', 'hidden'], { error: 'Status ucapan harus approved atau hidden' }),
});
export type TUpdateWishBody = z.infer<typeof ZUpdateWishBody>;

// Wishes and RSVP as guests see them.

export const ZPublicSlugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(SLUG_MAX) });

export const ZPublicWish = z.object({
  name: z.string(),
  message: z.string(),
  attendance: z.enum(ATTENDANCE).nullable(),
  createdAt: ZTimestamp,
});
export type TPublicWish = z.infer<typeof ZPublicWish>;

export const ZPublicWishListQuery = z.object({
  page: ZPaging.shape.page,
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZPublicWishList = pagedOf(ZPublicWish);
export type TPublicWishList = z.infer<typeof ZPublicWishList>;

// Administrators.

export const ADMIN_INVITATION_SORT_FIELDS = [
  ...INVITATION_SORT_FIELDS,
  'owner',
  'package',
  'activeUntil',
] as const;

export const ZAdminInvitationListQuery = invitationListQuery(ADMIN_INVITATION_SORT_FIELDS);
export type TAdminInvitationListQuery = z.input<typeof ZAdminInvitationListQuery>;

export const ZAdminInvitation = ZInvitationSummary.extend({
  owner: ZUserRef,
  /**
   * The package the invitation is on: the one bought, or the default (free) package while nothing
   * was bought; null only while no package exists at all, which is the free allowance.
   */
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the page stops showing to guests; null when it has no end. */
  activeUntil: ZTimestamp.nullable(),
  guests: z.number().int(),
  opens: z.number().int(),
  rsvps: z.number().int(),
  wishes: z.number().int(),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;

export const ZAdminInvitationList = pagedOf(ZAdminInvitation);
export type TAdminInvitationList = z.infer<typeof ZAdminInvitationList>;

export const ZAdminUnpublishBody = z.object({
  reason: z
    .string({ error: 'Alasan wajib diisi' })
    .trim()
    .min(5, 'Alasan minimal 5 karakter')
    .max(500, 'Alasan maksimal 500 karakter'),
});
export type TAdminUnpublishBody = z.infer<typeof ZAdminUnpublishBody>;

/** The answer to an administrator's take-down and to lifting it. */
export const ZAdminInvitationAction = z.object({ message: z.string(), invitation: ZInvitationSummary });
export type TAdminInvitationAction = z.infer<typeof ZAdminInvitationAction>;
