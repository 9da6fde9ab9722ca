import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { invitationPlans, packages } from '../../db/schema';

export type TPlanPackageRow = typeof packages.$inferSelect;

/**
 * One query for the plan: the bought package and the end of its period when there is one, the default
 * package with no end otherwise. The public page asks this on every open, so it stays a single join.
 */
export async function findPlanPackage(
  db: TDbOrTx,
  invitationId: string,
): Promise<{ package: TPlanPackageRow; activeUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ package: packages, activeUntil: invitationPlans.activeUntil })
    .from(packages)
    .leftJoin(invitationPlans, eq(invitationPlans.invitationId, invitationId))
    .where(
      or(
        eq(invitationPlans.packageId, packages.id),
        and(isNull(invitationPlans.invitationId), eq(packages.isDefault, true)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * resolvePlan's rule (entitlements.ts) as SQL expressions over a query of invitations, so a list can
 * show and sort by the package and the end of the active period without a query per row. A package is
 * null only while no default package exists (before the start-up seed).
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
