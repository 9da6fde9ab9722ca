import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestampTz, timestamps } from './columns';
import type {
  TCheckedInMember,
  TDoorOperationType,
  TDoorSettlement,
  TGuestMember,
  TPageLanguage,
} from '@undangin/shared';
import { invitations } from './invitations';

/**
 * Check-in access for one usher at one invitation: ushers hold no account, only a secret link (and an
 * optional PIN), so the token is kept as a SHA-256 hash and the access can be revoked at any time.
 */
export const checkInUshers = pgTable(
  'check_in_ushers',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the token and the PIN; null when the link alone opens the screen. */
    pinHash: text('pin_hash'),
    failedPins: integer('failed_pins').notNull().default(0),
    pinLockedUntil: timestampTz('pin_locked_until'),
    lastSeenAt: timestampTz('last_seen_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('check_in_ushers_token_unique').on(t.tokenHash),
    index('check_in_ushers_invitation_idx').on(t.invitationId),
  ],
);

/**
 * The guests of an invitation. Opens of a personal link live in guest_opens and answers in rsvps (both
 * written by the public page), so this table holds what the owner and the ushers write.
 */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    /** The personal code in /u/:slug/:code: 128 random bits, base64url, never sequential. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    salutation: text('salutation'),
    /** E.164, e.g. +6281234567890. */
    phone: text('phone'),
    email: text('email'),
    group: text('group_name'),
    quota: integer('quota').notNull(),
    /** Event ids of the invitation's content this guest is invited to; empty means every event. */
    invitedEventIds: jsonb('invited_event_ids').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    /** A household's members (its `name` is then the household's); empty for one person. */
    members: jsonb('members').$type<TGuestMember[]>().notNull().default([]),
    /** The highest member number ever handed out (m<n>), so a removed member's id is never given again. */
    lastMemberNumber: integer('last_member_number').notNull().default(0),
    /** The page language the personal link opens in ('id' or 'en'); null: the invitation's own. */
    language: text('language').$type<TPageLanguage>(),
    /** Added at the door rather than invited beforehand. */
    walkIn: boolean('walk_in').notNull().default(false),
    sentAt: timestampTz('sent_at'),
    remindedAt: timestampTz('reminded_at'),
    /** The souvenir, handed out once per guest or household: when, and by whom (kept like checked_in_by_name). */
    souvenirAt: timestampTz('souvenir_at'),
    souvenirByName: text('souvenir_by_name'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('guests_code_unique').on(t.code),
    index('guests_invitation_created_idx').on(t.invitationId, t.createdAt),
    index('guests_invitation_name_idx').on(t.invitationId, t.name),
    index('guests_invitation_phone_idx').on(t.invitationId, t.phone),
    index('guests_invitation_group_idx').on(t.invitationId, t.group),
    check('guests_quota_range', sql`${t.quota} between 1 and 20`),
    check('guests_language_known', sql`${t.language} in ('id', 'en')`),
  ],
);

/**
 * A guest's arrival at one session of the wedding (an event of the invitation's content): one row per
 * guest and session, so a guest let in at the akad is still expected at the resepsi. `event_id` is null
 * only for an invitation that had no sessions then; such an arrival counts in its first listed session.
 */
export const guestArrivals = pgTable(
  'guest_arrivals',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    guestId: ref('guest_id', () => guests.id, 'cascade').notNull(),
    eventId: text('event_id'),
    /** When the first of the guest's people came in at this session. */
    at: timestampTz('at').notNull(),
    /** People let in at this session, a household's later members included. */
    pax: integer('pax').notNull(),
    /** The usher who let them in first; null when the owner did, or once the access is deleted. */
    usherId: ref('usher_id', () => checkInUshers.id, 'set null'),
    /** Who let them in first, as the second scanner is told; kept when the access is deleted. */
    byName: text('by_name'),
    /** A household's members let in at this session, each with when and by whom; later arrivals are added. */
    members: jsonb('members').$type<TCheckedInMember[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('guest_arrivals_guest_event_unique').on(t.guestId, t.eventId),
    uniqueIndex('guest_arrivals_guest_no_event_unique')
      .on(t.guestId)
      .where(sql`${t.eventId} is null`),
    index('guest_arrivals_invitation_at_idx').on(t.invitationId, t.at),
  ],
);

/**
 * What the usher app's sync settled, one row per operation the phone queued (its id is the phone's): a
 * replay of the same operation is answered from here and changes nothing. Its messages name guests, so
 * the guest data erasure after the event removes an invitation's rows.
 */
export const doorOperations = pgTable(
  'door_operations',
  {
    id: uuid('id').primaryKey(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    usherId: ref('usher_id', () => checkInUshers.id, 'set null'),
    type: text('type').$type<TDoorOperationType>().notNull(),
    status: text('status').$type<TDoorSettlement>().notNull(),
    message: text('message').notNull(),
    guestId: ref('guest_id', () => guests.id, 'set null'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('door_operations_invitation_idx').on(t.invitationId)],
);

/** The owner's message templates for sending and reminding; absent means the Indonesian defaults. */
export const guestMessageTemplates = pgTable('guest_message_templates', {
  invitationId: ref('invitation_id', () => invitations.id, 'cascade').primaryKey(),
  invitationMessage: text('invitation_message').notNull(),
  reminderMessage: text('reminder_message').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/**
 * When guests' phone numbers and e-mail addresses are erased (UU PDP): 90 days after the last event
 * unless the owner extended it; the job records the notice and the erasure so each happens once.
 */
export const guestPrivacy = pgTable('guest_privacy', {
  invitationId: ref('invitation_id', () => invitations.id, 'cascade').primaryKey(),
  extendedUntil: timestampTz('extended_until'),
  /** The erasure date the owner was last warned about; a later extension warrants a new warning. */
  noticeFor: timestampTz('notice_for'),
  erasedAt: timestampTz('erased_at'),
  /** Whether the erasure leaves the gift book (gift_entries) alone; it holds no phone or e-mail. */
  keepGiftBook: boolean('keep_gift_book').notNull().default(true),
  updatedAt: stampedAt('updated_at'),
});
