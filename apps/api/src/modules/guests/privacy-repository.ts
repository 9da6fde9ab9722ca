import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { guests, invitations } from '../../db/schema';

/** Invitations whose guests still have a phone number or an e-mail address. */
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
    );
}

/** Every guest of the invitation loses their phone number and e-mail address. */
export async function eraseGuestContacts(tx: TDbOrTx, invitationId: string, now: Date): Promise<void> {
  await tx
    .update(guests)
    .set({ phone: null, email: null, updatedAt: now })
    .where(eq(guests.invitationId, invitationId));
}
