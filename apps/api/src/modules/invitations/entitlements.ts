import type { TInvitationAllowance } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';

/**
 * What an invitation may use. Every check of a limit in this area asks here, so that the packages
 * area can replace the free allowance with the limits of the invitation's package in one place.
 */

/** Until packages exist, every invitation gets this allowance. */
export const FREE_ALLOWANCE: TInvitationAllowance = {
  galleryMax: 10,
  musicUpload: true,
  premiumTemplates: true,
  wishesModeration: true,
  showMark: true,
};

/** Uploaded files an invitation may keep at once, whatever its package: a guard against abuse. */
export const MEDIA_FILES_MAX = 120;

/** What an invitation may use, and until when its page stays up (null: no end). */
export type TInvitationPlanInfo = { allowance: TInvitationAllowance; activeUntil: Date | null };

export type TPlanSource = (
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
) => Promise<TInvitationPlanInfo>;

let source: TPlanSource = async () => ({ allowance: FREE_ALLOWANCE, activeUntil: null });

/** The packages area plugs the limits and active period of the invitation's package in here. */
export function setPlanSource(next: TPlanSource): void {
  source = next;
}

export function planFor(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TInvitationPlanInfo> {
  return source(db, invitation);
}

export async function allowanceFor(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TInvitationAllowance> {
  return (await source(db, invitation)).allowance;
}

/** True once the active period has ended: the page answers 410. */
export function isPlanExpired(plan: TInvitationPlanInfo, now: Date): boolean {
  return plan.activeUntil !== null && plan.activeUntil.getTime() <= now.getTime();
}

/** The Indonesian sentences for content the allowance does not permit, keyed by field. */
export function allowanceViolations(
  allowance: TInvitationAllowance,
  input: { galleryCount: number; templateTier: 'free' | 'premium' | null; wishesModeration: boolean },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.galleryCount > allowance.galleryMax) {
    errors['content.gallery'] = [
      `Galeri paket ini maksimal ${allowance.galleryMax} foto. Hapus beberapa foto atau tingkatkan paket.`,
    ];
  }
  if (input.templateTier === 'premium' && !allowance.premiumTemplates) {
    errors.templateId = [
      'Template premium hanya tersedia di paket berbayar. Pilih template gratis atau tingkatkan paket.',
    ];
  }
  if (input.wishesModeration && !allowance.wishesModeration) {
    errors['content.settings.wishesModeration'] = ['Moderasi ucapan hanya tersedia di paket berbayar.'];
  }
  return errors;
}
