import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const templateTier = pgEnum('template_tier', ['free', 'premium']);
export const invitationStatus = pgEnum('invitation_status', ['draft', 'published', 'expired']);

/** Template records administrators manage; `component` names the renderer in packages/templates. */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    tier: templateTier('tier').notNull().default('free'),
    component: text('component').notNull(),
    thumbnailKey: text('thumbnail_key'),
    palette: jsonb('palette').$type<Record<string, string>>().notNull().default({}),
    fonts: jsonb('fonts').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('templates_slug_unique').on(t.slug)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'restrict' }),
    status: invitationStatus('status').notNull().default('draft'),
    pageLanguage: text('page_language').notNull().default('id'),
    /** The editor's content (couple, events, sections, settings), validated by the shared contract. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when an administrator takes the page down; the owner sees the reason. */
    unpublishedReason: text('unpublished_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_slug_unique').on(t.slug), index('invitations_user_idx').on(t.userId)],
);
