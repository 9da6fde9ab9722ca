import { notFound } from '../../lib/errors';
import type { TAuthUser } from '../auth/plugin';
import { isPlanExpired, type TInvitationPlanInfo } from './entitlements';

/**
 * Who may reach an invitation and what state its page is in, decided here for every area, so that
 * the rule and its 404 are written once.
 */

export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan';

/**
 * `owner-or-admin`: areas where an administrator acts for any couple (guests, check-in, a plan).
 * `owner`: the couple's own routes (the editor, buying a package, moderating wishes), where an
 * administrator is a couple like any other and reaches only their own invitations.
 */
export type TInvitationReach = 'owner-or-admin' | 'owner';

export type TAccessOptions = {
  reach: TInvitationReach;
  /** The 404's sentence when the object reached through the invitation is not the invitation itself. */
  message?: string;
};

export function canReach(actor: Pick<TAuthUser, 'id' | 'role'>, ownerId: string, reach: TInvitationReach) {
  return ownerId === actor.id || (reach === 'owner-or-admin' && actor.role === 'admin');
}

/**
 * `found` when the actor may reach it. Another user's object is answered exactly like one that does
 * not exist, so that ids cannot be probed.
 */
export function requireAccess<T extends { userId: string }>(
  actor: Pick<TAuthUser, 'id' | 'role'>,
  found: T | null | undefined,
  options: TAccessOptions,
): T;
export function requireAccess<T>(
  actor: Pick<TAuthUser, 'id' | 'role'>,
  found: T | null | undefined,
  options: TAccessOptions & { ownerOf: (found: T) => string },
): T;
export function requireAccess<T>(
  actor: Pick<TAuthUser, 'id' | 'role'>,
  found: T | null | undefined,
  options: TAccessOptions & { ownerOf?: (found: T) => string },
): T {
  const ownerOf = options.ownerOf ?? ((value: T) => (value as { userId: string }).userId);
  if (found === null || found === undefined || !canReach(actor, ownerOf(found), options.reach)) {
    throw notFound(options.message ?? INVITATION_NOT_FOUND);
  }
  return found;
}

/** What a guest sees at the invitation's address. */
export type TPageState = 'draft' | 'published' | 'expired' | 'taken-down';

type TPageFacts = { status: 'draft' | 'published' | 'expired'; unpublishedReason: string | null };

/** An administrator's take-down holds until an administrator lifts it. */
export function isTakenDown<T extends Pick<TPageFacts, 'unpublishedReason'>>(
  invitation: T,
): invitation is T & { unpublishedReason: string } {
  return invitation.unpublishedReason !== null;
}

/** The page's active period is over: marked expired, or its plan's period has ended. */
export function hasEnded(
  invitation: Pick<TPageFacts, 'status'>,
  plan: TInvitationPlanInfo,
  now: Date,
): boolean {
  return invitation.status === 'expired' || isPlanExpired(plan, now);
}

/** A draft is never shown, even past its active period. */
export function pageState(invitation: TPageFacts, plan: TInvitationPlanInfo, now: Date): TPageState {
  if (isTakenDown(invitation)) return 'taken-down';
  if (invitation.status === 'draft') return 'draft';
  return hasEnded(invitation, plan, now) ? 'expired' : 'published';
}
