import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { doorOperations, giftEntries, guestPrivacy, guests, invitations } from '../../db/schema';

/**
 * Invitations the erasure has work on: their guests still have a phone number or an e-mail address,
 * they hold a gift book the couple chose not to keep, or the usher app's sync replays (which name guests).
 */
export async function invitationsHoldingContacts(tx: TDbOrTx) {
  return tx
    .select({
      id: invitations.id,
      userId: invitations.userId,
      slug: invitations.slug,
      content: invitations.content,
    })
    .from(invitations)
    .where(
      or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(guests)
            .where(
              and(
                eq(guests.invitationId, invitations.id),
                or(isNotNull(guests.phone), isNotNull(guests.email)),
              ),
            ),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(giftEntries)
            .innerJoin(guestPrivacy, eq(guestPrivacy.invitationId, giftEntries.invitationId))
            .where(and(eq(giftEntries.invitationId, invitations.id), eq(guestPrivacy.keepGiftBook, false))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(doorOperations)
            .where(eq(doorOperations.invitationId, invitations.id)),
        ),
      ),
    );
}

/** Every guest of the invitation loses their phone number and e-mail address. */
export async function eraseGuestContacts(tx: TDbOrTx, invitationId: string, now: Date): Promise<void> {
  await tx
    .update(guests)
    .set({ phone: null, email: null, updatedAt: now })
    .where(eq(guests.invitationId, invitationId));
}

/** The usher app's sync replays go with the contacts: their messages name guests, and the day is over. */
export async function eraseDoorOperations(tx: TDbOrTx, invitationId: string): Promise<void> {
  await tx.delete(doorOperations).where(eq(doorOperations.invitationId, invitationId));
}
