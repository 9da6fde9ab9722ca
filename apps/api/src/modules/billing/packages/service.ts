import {
  ZBankAccountInput,
  ZBankAccountUpdate,
  ZPackageInput,
  ZPackageUpdate,
  type TBankAccount,
  type TInvitationPlan,
  type TPackage,
  type TPackageList,
} from '@undangin/shared';
import type { z } from 'zod';
import type { TDb } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../lib/errors';
import type { TAuthUser } from '../../auth/plugin';
import { recordActorAudit } from '../../audit/service';
import { requireAccess } from '../../invitations/access';
import { isPlanExpired, resolvePlan } from '../../invitations/entitlements';
import { isUniqueViolation } from '../../../db/errors';
import { daysLeft } from './plan';
import { toBankAccount, toPackage } from './presenter';
import { findOpenForInvitation } from '../transactions/repository';
import * as repo from './repository';

export type TBillingContext = { db: TDb; actor: TAuthUser; now: Date };

const isAdmin = (user: TAuthUser) => user.role === 'admin';

/** Users see what they can buy; administrators also see what they switched off. */
export async function listPackages(ctx: TBillingContext): Promise<TPackageList> {
  const [rows, checkoutOpen] = await Promise.all([
    repo.listPackages(ctx.db, !isAdmin(ctx.actor)),
    repo.hasActiveBankAccount(ctx.db),
  ]);
  return { data: rows.map(toPackage), checkoutOpen };
}

/** The packages on sale as anyone may see them (the visitors' home page), in the administrators' order. */
export async function packagesOnSale(db: TDb): Promise<TPackage[]> {
  return (await repo.listPackages(db, true)).map(toPackage);
}

async function requirePackage(db: TDb, id: string): Promise<repo.TPackageWithUse> {
  const row = await repo.findPackage(db, id);
  if (!row) throw notFound('Paket tidak ditemukan');
  return row;
}

const CODE_TAKEN = () => invalid({ code: ['Kode paket sudah dipakai paket lain'] });

export async function createPackage(
  ctx: TBillingContext,
  input: z.output<typeof ZPackageInput>,
): Promise<TPackage> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await repo.insertPackages(tx, [{ ...input, createdAt: ctx.now, updatedAt: ctx.now }]);
      if (!created) throw CODE_TAKEN();
      await recordActorAudit(tx, ctx, {
        action: 'package.create',
        subjectType: 'package',
        subjectId: created.id,
        after: created,
      });
      return created;
    });
    return toPackage({ ...row, inUse: false });
  } catch (err) {
    if (isUniqueViolation(err, 'packages_code_unique')) throw CODE_TAKEN();
    throw err;
  }
}

export async function updatePackage(
  ctx: TBillingContext,
  id: string,
  input: z.output<typeof ZPackageUpdate>,
): Promise<TPackage> {
  const current = await requirePackage(ctx.db, id);
  if (current.isDefault) {
    if (input.active === false) {
      throw invalid({ active: ['Paket bawaan tidak dapat dinonaktifkan: setiap undangan baru memakainya'] });
    }
    if (input.price !== undefined && input.price !== 0) {
      throw invalid({ price: ['Harga paket bawaan selalu Rp 0 karena dipakai tanpa membayar'] });
    }
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const updated = await repo.updatePackage(tx, id, { ...input, updatedAt: ctx.now });
      if (!updated) throw notFound('Paket tidak ditemukan');
      await recordActorAudit(tx, ctx, {
        action: 'package.update',
        subjectType: 'package',
        subjectId: id,
        before: current,
        after: updated,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'packages_code_unique')) throw CODE_TAKEN();
    throw err;
  }
  return toPackage(await requirePackage(ctx.db, id));
}

/** Only a package nobody bought or uses can go; the others stay for the books and can be deactivated. */
export async function deletePackage(ctx: TBillingContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findPackage(tx, id);
    if (!current) throw notFound('Paket tidak ditemukan');
    if (current.isDefault)
      throw conflict('Paket bawaan tidak dapat dihapus karena setiap undangan baru memakainya');
    if (current.inUse || !(await repo.deleteUnusedPackage(tx, id))) {
      throw conflict(
        'Paket ini sudah dipakai transaksi atau undangan sehingga tidak dapat dihapus. Nonaktifkan saja.',
      );
    }
    await recordActorAudit(tx, ctx, {
      action: 'package.delete',
      subjectType: 'package',
      subjectId: id,
      before: current,
    });
  });
}

/* ------------------------------------------------------------- bank accounts */

export async function listBankAccounts(ctx: TBillingContext): Promise<TBankAccount[]> {
  const rows = await repo.listBankAccounts(ctx.db, !isAdmin(ctx.actor));
  return rows.map(toBankAccount);
}

export async function createBankAccount(
  ctx: TBillingContext,
  input: z.output<typeof ZBankAccountInput>,
): Promise<TBankAccount> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertBankAccount(tx, { ...input, createdAt: ctx.now, updatedAt: ctx.now });
    await recordActorAudit(tx, ctx, {
      action: 'bank_account.create',
      subjectType: 'bank_account',
      subjectId: row.id,
      after: row,
    });
    return toBankAccount(row);
  });
}

export async function updateBankAccount(
  ctx: TBillingContext,
  id: string,
  input: z.output<typeof ZBankAccountUpdate>,
): Promise<TBankAccount> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findBankAccount(tx, id);
    if (!before) throw notFound('Rekening tidak ditemukan');
    const row = (await repo.updateBankAccount(tx, id, { ...input, updatedAt: ctx.now }))!;
    await recordActorAudit(tx, ctx, {
      action: 'bank_account.update',
      subjectType: 'bank_account',
      subjectId: id,
      before,
      after: row,
    });
    return toBankAccount(row);
  });
}

/** Transactions keep a copy of the accounts they showed, so deleting one rewrites no history. */
export async function deleteBankAccount(ctx: TBillingContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteBankAccount(tx, id))) throw notFound('Rekening tidak ditemukan');
    await recordActorAudit(tx, ctx, {
      action: 'bank_account.delete',
      subjectType: 'bank_account',
      subjectId: id,
    });
  });
}

/* --------------------------------------------------------------------- plans */

/** The invitation's package and days left; another user's invitation answers 404. */
export async function getInvitationPlan(
  ctx: TBillingContext,
  invitationId: string,
): Promise<TInvitationPlan> {
  const invitation = requireAccess(ctx.actor, await repo.findInvitationForPlan(ctx.db, invitationId), {
    reach: 'owner-or-admin',
  });
  const plan = await resolvePlan(ctx.db, invitation);
  const [open, usage] = await Promise.all([
    findOpenForInvitation(ctx.db, invitationId),
    repo.findPackage(ctx.db, plan.package.id),
  ]);
  return {
    invitationId,
    package: toPackage({ ...plan.package, inUse: usage?.inUse ?? true }),
    activeUntil: plan.activeUntil.toISOString(),
    daysLeft: daysLeft(plan.activeUntil, ctx.now),
    expired: isPlanExpired(plan, ctx.now),
    openTransaction: open ? { id: open.id, invoiceNumber: open.invoiceNumber, status: open.status } : null,
  };
}
