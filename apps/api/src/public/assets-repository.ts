import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { invitations } from '../db/schema';

/** The status of an invitation, or undefined when there is none. */
export async function findInvitationStatus(db: TDbOrTx, invitationId: string) {
  const [row] = await db
    .select({ status: invitations.status })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row?.status;
}
