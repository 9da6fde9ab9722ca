import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { invitationOpens, invitations, rsvps, wishes } from '../../db/schema';
import { planColumns } from './plan-repository';
import { invitationBrief } from './repository';

/** Every invitation counted by status, for the administrators' overview. */
export async function countInvitationsByStatus(db: TDbOrTx) {
  return db.select({ status: invitations.status, n: count() }).from(invitations).groupBy(invitations.status);
}

/** The user's invitations, newest first, each with the end of its active period. */
export async function listOwnInvitations(db: TDbOrTx, userId: string) {
  return db
    .select({ ...invitationBrief, activeUntil: planColumns(invitations).activeUntil })
    .from(invitations)
    .where(eq(invitations.userId, userId))
    .orderBy(desc(invitations.createdAt));
}

/** Page opens of the invitations, general and personal links apart. */
export async function sumOpens(db: TDbOrTx, ids: string[]) {
  return db
    .select({
      general: sql<number>`coalesce(sum(${invitationOpens.generalOpens}), 0)::int`,
      personal: sql<number>`coalesce(sum(${invitationOpens.personalOpens}), 0)::int`,
    })
    .from(invitationOpens)
    .where(inArray(invitationOpens.invitationId, ids));
}

/** Answers and people per invitation, event and attendance. */
export async function countAnswers(db: TDbOrTx, ids: string[]) {
  return db
    .select({
      invitationId: rsvps.invitationId,
      eventId: rsvps.eventId,
      attendance: rsvps.attendance,
      answers: sql<number>`count(*)::int`,
      pax: sql<number>`coalesce(sum(${rsvps.pax}), 0)::int`,
    })
    .from(rsvps)
    .where(inArray(rsvps.invitationId, ids))
    .groupBy(rsvps.invitationId, rsvps.eventId, rsvps.attendance);
}

/** Wishes waiting for the couple's approval, per invitation. */
export async function countPendingWishes(db: TDbOrTx, ids: string[]) {
  return db
    .select({ invitationId: wishes.invitationId, n: count() })
    .from(wishes)
    .where(and(inArray(wishes.invitationId, ids), eq(wishes.status, 'pending')))
    .groupBy(wishes.invitationId);
}
