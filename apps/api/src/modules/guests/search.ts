import { and, eq, ilike, like, or } from 'drizzle-orm';
import { guests, invitations } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { TSearchProvider } from '../../lib/search-provider';

/** Guests by name or phone, in the caller's own invitations (all of them for administrators). */
export const guestsSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  const digits = q.replace(/\D/g, '').replace(/^(0|62)/, '');
  const rows = await db
    .select({
      id: guests.id,
      name: guests.name,
      phone: guests.phone,
      group: guests.group,
      invitationId: guests.invitationId,
    })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(
      and(
        user.role === 'admin' ? undefined : eq(invitations.userId, user.id),
        or(
          ilike(guests.name, containsPattern(q)),
          digits.length >= 3 ? like(guests.phone, containsPattern(digits)) : undefined,
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => ({
    type: 'guest',
    title: row.name,
    subtitle: [row.phone, row.group].filter(Boolean).join(' · ') || undefined,
    url: `/guests?invitation=${row.invitationId}&q=${encodeURIComponent(row.name)}`,
  }));
};
