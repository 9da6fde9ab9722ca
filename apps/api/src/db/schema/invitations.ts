import { index, integer, jsonb, pgEnum, pgTable, text, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogue, id, ref, stampedAt, timestampTz, timestamps } from './columns';
import type { TRsvpAttendee } from '@undangin/shared';
import { users } from './accounts';

export const templateTier = pgEnum('template_tier', ['free', 'premium']);
export const invitationStatus = pgEnum('invitation_status', ['draft', 'published', 'expired']);

/** Template records administrators manage; `component` names the renderer in packages/templates. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    slug: text('slug').notNull(),
    ...catalogue(),
    category: text('category').notNull(),
    tier: templateTier('tier').notNull().default('free'),
    component: text('component').notNull(),
    thumbnailKey: text('thumbnail_key'),
    palette: jsonb('palette').$type<Record<string, string>>().notNull().default({}),
    fonts: jsonb('fonts').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('templates_slug_unique').on(t.slug)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    slug: text('slug').notNull(),
    templateId: ref('template_id', () => templates.id, 'restrict'),
    status: invitationStatus('status').notNull().default('draft'),
    pageLanguage: text('page_language').notNull().default('id'),
    /** The editor's content (couple, events, sections, settings), validated by the shared contract. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    publishedAt: timestampTz('published_at'),
    /** Set when an administrator takes the page down; the owner sees the reason. */
    unpublishedReason: text('unpublished_reason'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('invitations_slug_unique').on(t.slug), index('invitations_user_idx').on(t.userId)],
);

/**
 * Slugs of deleted invitations that were ever published: their links were sent, so no other account
 * may take them (the same owner may). Filled by a trigger on invitations (migration 0009), so every
 * way a row goes, including an account's deletion, leaves its slug here. `user_id` has no foreign key:
 * a deleted account's slugs stay retired.
 */
export const retiredSlugs = pgTable('retired_slugs', {
  slug: text('slug').primaryKey(),
  userId: uuid('user_id').notNull(),
  retiredAt: stampedAt('retired_at'),
});

export const rsvpAttendance = pgEnum('rsvp_attendance', ['hadir', 'tidak_hadir', 'ragu']);
export const wishStatus = pgEnum('wish_status', ['pending', 'approved', 'hidden']);
export const mediaKind = pgEnum('media_kind', ['image', 'music']);

/**
 * One answer per respondent per event, so a guest may come to the akad and not the resepsi. The
 * respondent is a guest (`guest:<id>`) or, on the general link, the browser that answered.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    /** The `id` of an event in the invitation's content. */
    eventId: text('event_id').notNull(),
    respondentKey: text('respondent_key').notNull(),
    /** The guest of a personal link (the guests area owns that table); null on the general link. */
    guestId: uuid('guest_id'),
    name: text('name').notNull(),
    attendance: rsvpAttendance('attendance').notNull(),
    pax: integer('pax').notNull(),
    /** Who comes, when the personal page named them (households, plus-ones); null for older answers and the general link. */
    attendees: jsonb('attendees').$type<TRsvpAttendee[]>(),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('rsvps_respondent_event_unique').on(t.invitationId, t.respondentKey, t.eventId),
    index('rsvps_guest_idx').on(t.guestId),
  ],
);

export const wishes = pgTable(
  'wishes',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    guestId: uuid('guest_id'),
    name: text('name').notNull(),
    message: text('message').notNull(),
    attendance: rsvpAttendance('attendance'),
    status: wishStatus('status').notNull().default('approved'),
    /** Who wrote it (`guest:<id>` or a keyed hash of the IP): the same text twice within a minute is one wish. */
    authorKey: text('author_key').notNull(),
    messageHash: text('message_hash').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('wishes_invitation_idx').on(t.invitationId, t.status, t.createdAt),
    index('wishes_author_idx').on(t.invitationId, t.authorKey, t.messageHash),
  ],
);

/** Opens of an invitation's pages, flushed in batches; crawlers and HEAD requests never count. */
export const invitationOpens = pgTable('invitation_opens', {
  invitationId: ref('invitation_id', () => invitations.id, 'cascade').primaryKey(),
  generalOpens: integer('general_opens').notNull().default(0),
  personalOpens: integer('personal_opens').notNull().default(0),
  lastOpenedAt: timestampTz('last_opened_at'),
});

/** A guest's personal link: the first open is written at once, later opens are counted in batches. */
export const guestOpens = pgTable(
  'guest_opens',
  {
    guestId: uuid('guest_id').primaryKey(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    firstOpenedAt: timestampTz('first_opened_at').notNull(),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestampTz('last_opened_at'),
  },
  (t) => [index('guest_opens_invitation_idx').on(t.invitationId)],
);

/** Uploaded files of an invitation; a file no longer referenced by the content is removed from storage. */
export const invitationMedia = pgTable(
  'invitation_media',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    /** `<invitationId>/<random>` (music with its extension): images are stored as `media/<key>-<width>.webp`. */
    key: text('key').notNull(),
    kind: mediaKind('kind').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('invitation_media_key_unique').on(t.key),
    index('invitation_media_invitation_idx').on(t.invitationId),
  ],
);
