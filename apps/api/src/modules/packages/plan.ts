import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { invitationPlans, packages } from '../../db/schema';
import { upsertPlan, type TPackageRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The package an invitation is on and the end of its active period. */
export type TResolvedPlan = {
  package: TPackageRow;
  activeUntil: Date;
  /** False while the invitation is still on the default package it started with. */
  bought: boolean;
};

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Whole days left, rounded up so the last afternoon still counts as a day; 0 once it ended. */
export function daysLeft(activeUntil: Date, now: Date): number {
  return Math.max(0, Math.ceil((activeUntil.getTime() - now.getTime()) / DAY_MS));
}

/**
 * One query for the plan: the bought package when there is one, the default package otherwise, counted
 * from the invitation's creation. The public page asks this on every open, so it stays a single join.
 */
export async function resolvePlan(
  db: TDbOrTx,
  invitation: { id: string; createdAt: Date },
): Promise<TResolvedPlan> {
  const [row] = await db
    .select({ package: packages, activeUntil: invitationPlans.activeUntil })
    .from(packages)
    .leftJoin(invitationPlans, eq(invitationPlans.invitationId, invitation.id))
    .where(
      or(
        eq(invitationPlans.packageId, packages.id),
        and(isNull(invitationPlans.invitationId), eq(packages.isDefault, true)),
      ),
    )
    .limit(1);
  if (!row) throw new Error('No default package: the start-up seed has not run');
  if (row.activeUntil) return { package: row.package, activeUntil: row.activeUntil, bought: true };
  return {
    package: row.package,
    activeUntil: addDays(invitation.createdAt, row.package.activeDays),
    bought: false,
  };
}

/**
 * resolvePlan's rule as SQL expressions over a query of invitations, so a list can show and sort by
 * the package and the end of the active period without a query per row. A package is null only while
 * no default package exists (before the start-up seed).
 */
export function planColumns(invitation: { id: AnyPgColumn; createdAt: AnyPgColumn }) {
  const bought = sql`(select ${invitationPlans.packageId} from ${invitationPlans} where ${invitationPlans.invitationId} = ${invitation.id})`;
  const fallback = sql`(select ${packages.id} from ${packages} where ${packages.isDefault})`;
  const packageId = sql<string | null>`coalesce(${bought}, ${fallback})`;
  return {
    packageId,
    packageName: sql<
      string | null
    >`(select ${packages.name} from ${packages} where ${packages.id} = ${packageId})`,
    activeUntil: sql<Date | null>`coalesce(
      (select ${invitationPlans.activeUntil} from ${invitationPlans} where ${invitationPlans.invitationId} = ${invitation.id}),
      ${invitation.createdAt} + (select ${packages.activeDays} from ${packages} where ${packages.isDefault}) * interval '1 day'
    )`.mapWith(invitationPlans.activeUntil),
  };
}

export function isPlanActive(plan: TResolvedPlan, now: Date): boolean {
  return plan.activeUntil.getTime() > now.getTime();
}

/**
 * The end of the active period after buying `bought`:
 * - the same package again extends from the current end (or from now once it has ended);
 * - an upgrade from an active paid package runs its own period from now; the unused days of the
 *   current period were paid back as the order's credit, so they are not added again, and only days
 *   bought beyond that period (renewals paid ahead) carry over;
 * - from the free package (or an ended one) it runs its period from now, never shortening what is left.
 */
export function nextActiveUntil(current: TResolvedPlan, bought: TPackageRow, now: Date): Date {
  const currentEnd = current.activeUntil;
  if (current.bought && current.package.id === bought.id) {
    return addDays(currentEnd > now ? currentEnd : now, bought.activeDays);
  }
  const fresh = addDays(now, bought.activeDays);
  if (current.bought) {
    return addDays(fresh, Math.max(0, daysLeft(currentEnd, now) - current.package.activeDays));
  }
  return currentEnd > fresh ? currentEnd : fresh;
}

/** Puts the invitation on the bought package; call inside the transaction that marks the payment paid. */
export async function activatePackage(
  tx: TDbOrTx,
  invitation: { id: string; createdAt: Date },
  bought: TPackageRow,
  now: Date,
): Promise<{ before: TResolvedPlan; activeUntil: Date }> {
  const before = await resolvePlan(tx, invitation);
  const activeUntil = nextActiveUntil(before, bought, now);
  await upsertPlan(tx, { invitationId: invitation.id, packageId: bought.id, activeUntil, now });
  return { before, activeUntil };
}
