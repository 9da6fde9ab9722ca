import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TGiftKind, TGiftRecorder } from '@undangin/shared';
import { id, ref, timestampTz, timestamps } from './columns';
import { checkInUshers, guests } from './guests';
import { invitations } from './invitations';

/**
 * Buku Kondangan (issue 18 part 3): what each guest gave, kept by the couple to return the favour at
 * that guest's own celebration. Private to the couple; ushers only add to it and guests only report
 * their own transfer. It holds no phone number or e-mail address, so it may outlive the guests'
 * contacts (guest_privacy.keep_gift_book).
 */
export const giftEntries = pgTable(
  'gift_entries',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    /** The guest or household who gave; null for a name not on the list, or once the guest is deleted. */
    guestId: ref('guest_id', () => guests.id, 'set null'),
    /** Who gave, as written when the entry was made: the record still names them if the guest goes. */
    name: text('name').notNull(),
    kind: text('kind').$type<TGiftKind>().notNull(),
    /** Whole rupiah; null when not counted (a gift, or an envelope not opened yet). */
    amount: integer('amount'),
    /** The gift itself ("set piring") or the guest's message with a transfer. */
    note: text('note'),
    recordedBy: text('recorded_by').$type<TGiftRecorder>().notNull(),
    /** The usher's, couple's or guest's name as it was when the entry was written. */
    recordedByName: text('recorded_by_name').notNull(),
    usherId: ref('usher_id', () => checkInUshers.id, 'set null'),
    /** A guest's own report counts once the couple confirms it; every other entry is confirmed when written. */
    confirmedAt: timestampTz('confirmed_at'),
    ...timestamps(),
  },
  (t) => [
    index('gift_entries_invitation_created_idx').on(t.invitationId, t.createdAt),
    index('gift_entries_guest_idx').on(t.guestId),
    check('gift_entries_kind_known', sql`${t.kind} in ('amplop', 'hadiah', 'transfer')`),
    check('gift_entries_recorder_known', sql`${t.recordedBy} in ('usher', 'couple', 'guest')`),
    check('gift_entries_amount_range', sql`${t.amount} between 0 and 1000000000`),
  ],
);
