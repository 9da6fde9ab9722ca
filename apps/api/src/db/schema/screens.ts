import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestampTz } from './columns';
import { invitations } from './invitations';

/**
 * Layar Sapa's secret links (issue 18 part 2): each opens one invitation's greeting screen, with no
 * account. Only the token's SHA-256 is kept; the link is shown once, when it is made.
 */
export const screenLinks = pgTable(
  'screen_links',
  {
    id: id(),
    invitationId: ref('invitation_id', () => invitations.id, 'cascade').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestampTz('last_seen_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('screen_links_token_unique').on(t.tokenHash),
    index('screen_links_invitation_idx').on(t.invitationId),
  ],
);
