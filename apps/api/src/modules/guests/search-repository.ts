import { and, eq, ilike, like, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { guests, invitations } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

/**
 * Guests by name, or by phone once three digits are typed (without the trunk 0 or the country code
 * 62), in one owner's invitations or, without an owner, in all of them.
 */
export async function searchGuests(db: TDbOrTx, q: string, ownerId: string | null, limit: number) {
  const digits = q.replace(/\D/g, '').replace(/^(0|62)/, '');
  return db
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
        ownerId === null ? undefined : eq(invitations.userId, ownerId),
        or(
          ilike(guests.name, containsPattern(q)),
          digits.length >= 3 ? like(guests.phone, containsPattern(digits)) : undefined,
        ),
      ),
    )
    .limit(limit);
}
