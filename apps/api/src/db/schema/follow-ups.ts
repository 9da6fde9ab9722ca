import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, ref, stampedAt } from './columns';
import { users } from './accounts';
import { guests } from './guests';

/**
 * Every message the couple marked as sent from the WhatsApp walk-through, one row each (issue 17, part 3),
 * so the list can say "Pengingat ke-2, 3 hari lalu". guests.sent_at and reminded_at keep the first send
 * and the last reminder for the filters.
 */
export const guestFollowups = pgTable(
  'guest_followups',
  {
    id: id(),
    guestId: ref('guest_id', () => guests.id, 'cascade').notNull(),
    kind: text('kind').$type<'invitation' | 'reminder' | 'custom'>().notNull(),
    /** A ready-made message's key and language, "saved" for the couple's template, or a hash of a one-off text. */
    template: text('template'),
    sentAt: stampedAt('sent_at'),
    /** Who marked it sent; kept null once that account is gone. */
    sentBy: ref('sent_by', () => users.id, 'set null'),
  },
  (t) => [
    index('guest_followups_guest_idx').on(t.guestId, t.sentAt),
    check('guest_followups_kind_known', sql`${t.kind} in ('invitation', 'reminder', 'custom')`),
  ],
);
