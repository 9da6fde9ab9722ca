import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { insertRow } from '../../../db/insert-row';
import { isUuid } from '../../../lib/ids';
import { bankAccounts, invitationPlans, invitations, packages, transactions } from '../../../db/schema';

export type TPackageRow = typeof packages.$inferSelect;
export type TPackageInsert = typeof packages.$inferInsert;
export type TPackageWithUse = TPackageRow & { inUse: boolean };
export type TBankAccountRow = typeof bankAccounts.$inferSelect;

/** A package is in use once a transaction or an invitation's plan points at it. */
const inUse = (id: typeof packages.id) => sql<boolean>`(
  exists (select 1 from ${transactions}
    where ${transactions.packageId} = ${id} or ${transactions.previousPackageId} = ${id})
  or exists (select 1 from ${invitationPlans} where ${invitationPlans.packageId} = ${id})
)`;

export async function listPackages(db: TDbOrTx, onlyActive: boolean): Promise<TPackageWithUse[]> {
  return db
    .select({ ...allColumns(), inUse: inUse(packages.id) })
    .from(packages)
    .where(onlyActive ? eq(packages.active, true) : undefined)
    .orderBy(asc(packages.sortOrder), asc(packages.price), asc(packages.name));
}

export async function findPackage(db: TDbOrTx, id: string): Promise<TPackageWithUse | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...allColumns(), inUse: inUse(packages.id) })
    .from(packages)
    .where(eq(packages.id, id));
  return row;
}

export async function countPackages(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(packages);
  return row?.n ?? 0;
}

/** Whether couples can buy something: a package on sale that costs money. */
export async function hasPaidPackageOnSale(db: TDbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(packages)
    .where(and(eq(packages.active, true), sql`${packages.price} > 0`))
    .limit(1);
  return row !== undefined;
}

export async function insertPackages(db: TDbOrTx, rows: TPackageInsert[]): Promise<TPackageRow[]> {
  // Two processes seeding at once both insert; whichever comes second adds nothing.
  return db.insert(packages).values(rows).onConflictDoNothing().returning();
}

export async function updatePackage(
  db: TDbOrTx,
  id: string,
  values: Partial<TPackageInsert>,
): Promise<TPackageRow | undefined> {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row;
}

/** Deletes a package nothing refers to; false when it is in use (or gone). */
export async function deleteUnusedPackage(db: TDbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(packages)
    .where(and(eq(packages.id, id), sql`not ${inUse(packages.id)}`))
    .returning({ id: packages.id });
  return rows.length > 0;
}

function allColumns() {
  return {
    id: packages.id,
    code: packages.code,
    name: packages.name,
    description: packages.description,
    price: packages.price,
    guestLimit: packages.guestLimit,
    activeDays: packages.activeDays,
    galleryLimit: packages.galleryLimit,
    templateTier: packages.templateTier,
    musicUpload: packages.musicUpload,
    qrCheckin: packages.qrCheckin,
    wishesModeration: packages.wishesModeration,
    showBranding: packages.showBranding,
    sortOrder: packages.sortOrder,
    active: packages.active,
    isDefault: packages.isDefault,
    createdAt: packages.createdAt,
    updatedAt: packages.updatedAt,
  };
}

/* ------------------------------------------------------------- bank accounts */

export async function listBankAccounts(db: TDbOrTx, onlyActive: boolean): Promise<TBankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(onlyActive ? eq(bankAccounts.active, true) : undefined)
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.bankName), asc(bankAccounts.createdAt));
}

/** Whether a transfer has somewhere to go. */
export async function hasActiveBankAccount(db: TDbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(bankAccounts)
    .where(eq(bankAccounts.active, true))
    .limit(1);
  return row !== undefined;
}

export async function findBankAccount(db: TDbOrTx, id: string): Promise<TBankAccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row;
}

export const insertBankAccount = (db: TDbOrTx, values: typeof bankAccounts.$inferInsert) =>
  insertRow(db, bankAccounts, values);

export async function updateBankAccount(
  db: TDbOrTx,
  id: string,
  values: Partial<typeof bankAccounts.$inferInsert>,
): Promise<TBankAccountRow | undefined> {
  const [row] = await db.update(bankAccounts).set(values).where(eq(bankAccounts.id, id)).returning();
  return row;
}

export async function deleteBankAccount(db: TDbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

/* --------------------------------------------------------------------- plans */

export type TInvitationForPlan = { id: string; userId: string; slug: string; createdAt: Date };

export async function findInvitationForPlan(
  db: TDbOrTx,
  invitationId: string,
): Promise<TInvitationForPlan | undefined> {
  if (!isUuid(invitationId)) return undefined;
  const [row] = await db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      slug: invitations.slug,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return row;
}

/** Sets the invitation's package and end of its active period, creating the plan on first purchase. */
export async function upsertPlan(
  db: TDbOrTx,
  values: { invitationId: string; packageId: string; activeUntil: Date; now: Date },
): Promise<void> {
  await db
    .insert(invitationPlans)
    .values({
      invitationId: values.invitationId,
      packageId: values.packageId,
      activeUntil: values.activeUntil,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: invitationPlans.invitationId,
      set: { packageId: values.packageId, activeUntil: values.activeUntil, updatedAt: values.now },
    });
}

type TPlanEnd = {
  id: string;
  user_id: string;
  slug: string;
  content: Record<string, unknown>;
  active_until: Date | string;
};

/** Up to `limit` invitations whose period, bought or the default one counted from creation, ends in (from, to]. */
export async function listPlanEndsBetween(
  tx: TDbOrTx,
  from: Date,
  to: Date,
  limit: number,
): Promise<TPlanEnd[]> {
  const result = (await tx.execute(sql`
    select i.id, i.user_id, i.slug, i.content, ends.active_until
    from invitations i
    left join invitation_plans ip on ip.invitation_id = i.id
    cross join lateral (
      select coalesce(
        ip.active_until,
        i.created_at + make_interval(days => (select p.active_days from packages p where p.is_default))
      ) as active_until
    ) ends
    where ends.active_until > ${from.toISOString()}::timestamptz
      and ends.active_until <= ${to.toISOString()}::timestamptz
    order by ends.active_until
    limit ${limit}
  `)) as unknown as { rows: TPlanEnd[] };
  return result.rows;
}
