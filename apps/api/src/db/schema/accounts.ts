import { index, jsonb, pgEnum, pgTable, text, integer, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestampTz, timestamps } from './columns';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['active', 'suspended']);
export const emailTokenKind = pgEnum('email_token_kind', ['verify_email', 'reset_password', 'change_email']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('active'),
    phone: text('phone'),
    avatarKey: text('avatar_key'),
    language: text('language').notNull().default('id'),
    emailVerifiedAt: timestampTz('email_verified_at'),
    /** Tokens issued before this instant are refused: password change, reset, suspension. */
    tokensValidAfter: stampedAt('tokens_valid_after'),
    firstLoginAt: timestampTz('first_login_at'),
    suspendedReason: text('suspended_reason'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    kind: emailTokenKind('kind').notNull(),
    /** SHA-256 of the token: a database leak reveals no usable link. */
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to; a reset is void once the account's address changes. */
    email: text('email').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
  ],
);

export const tokenDenylist = pgTable('token_denylist', {
  jti: text('jti').primaryKey(),
  expiresAt: timestampTz('expires_at').notNull(),
});

/** Failed-login counters when no Redis is configured. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestampTz('window_started_at').notNull(),
  blockedUntil: timestampTz('blocked_until'),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: timestampTz('sent_at'),
  createdAt: stampedAt('created_at'),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /**
     * The other account the text names (an administrator told of a user's payment), so deleting that
     * account scrubs exactly these rows instead of searching everyone's text for a name.
     */
    aboutUserId: ref('about_user_id', () => users.id, 'set null'),
    readAt: timestampTz('read_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_about_user_idx').on(t.aboutUserId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null once the actor's account is deleted: the entry stays for the books without a name. */
    actorId: ref('actor_id', () => users.id, 'set null'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
