import type { TInvitationAllowance } from '@undangin/shared';
import type { TPlanSource } from '../invitations/entitlements';
import { resolvePlan } from './plan';
import type { TPackageRow } from './repository';

/** The invitations area's allowance, plus the limits the guests area reads (guest count, QR check-in). */
export type TPackageAllowance = TInvitationAllowance & { guestLimit: number; qrCheckin: boolean };

export function allowanceOf(pkg: TPackageRow): TPackageAllowance {
  return {
    galleryMax: pkg.galleryLimit,
    musicUpload: pkg.musicUpload,
    premiumTemplates: pkg.templateTier === 'premium',
    wishesModeration: pkg.wishesModeration,
    showMark: pkg.showBranding,
    guestLimit: pkg.guestLimit,
    qrCheckin: pkg.qrCheckin,
  };
}

/**
 * What every limit check asks (invitations/entitlements.ts): the limits of the invitation's package and
 * the end of its active period, the default package's while nothing was bought.
 */
export const packagePlanSource: TPlanSource = async (db, invitation) => {
  const plan = await resolvePlan(db, invitation);
  return { allowance: allowanceOf(plan.package), activeUntil: plan.activeUntil };
};
