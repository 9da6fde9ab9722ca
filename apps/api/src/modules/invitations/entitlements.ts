import type { TInvitationAllowance } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { findPlanPackage, type TPlanPackageRow } from './plan-repository';

/**
 * What an invitation may use and until when, read from the package it is on. Every check of a limit
 * (content, media, guests, check-in, the public page) asks here.
 */

/** Uploaded files an invitation may keep at once, whatever its package: a guard against abuse. */
export const MEDIA_FILES_MAX = 120;

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** The package an invitation is on and the end of its active period. */
export type TResolvedPlan = {
  package: TPlanPackageRow;
  activeUntil: Date;
  /** False while the invitation is still on the default package it started with. */
  bought: boolean;
};

/** The bought package when there is one; otherwise the default package, counted from the invitation's creation. */
export async function resolvePlan(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TResolvedPlan> {
  const row = await findPlanPackage(db, invitation.id);
  if (!row) throw new Error('No default package: the start-up seed has not run');
  if (row.activeUntil) return { package: row.package, activeUntil: row.activeUntil, bought: true };
  return {
    package: row.package,
    activeUntil: addDays(invitation.createdAt, row.package.activeDays),
    bought: false,
  };
}

/** The content allowance, plus the limits the guests area reads (guest count, QR check-in). */
export type TPackageAllowance = TInvitationAllowance & { guestLimit: number; qrCheckin: boolean };

export function allowanceOf(pkg: TPlanPackageRow): TPackageAllowance {
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

/** What an invitation may use, and until when its page stays up (null: no end). */
export type TInvitationPlanInfo = { allowance: TPackageAllowance; activeUntil: Date | null };

export async function planFor(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TInvitationPlanInfo> {
  const plan = await resolvePlan(db, invitation);
  return { allowance: allowanceOf(plan.package), activeUntil: plan.activeUntil };
}

export async function allowanceFor(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TPackageAllowance> {
  return (await planFor(db, invitation)).allowance;
}

/** True once the active period has ended: the page answers 410 and a purchase no longer earns credit. */
export function isPlanExpired(plan: Pick<TInvitationPlanInfo, 'activeUntil'>, now: Date): boolean {
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
