import { formatRupiah } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import { recordAudit } from '../../audit/service';
import { notifyBuyer } from './buyer-notice';
import { resolvePlan } from '../../invitations/entitlements';
import { nextActiveUntil } from '../packages/plan';
import { findInvitationForPlan, findPackage, upsertPlan, type TPackageRow } from '../packages/repository';
import { formatDate } from './mails';
import type { TTransactionRow } from './repository';
import { transition, type TActor } from './transition';

export type TSettlement = { transaction: TTransactionRow; package: TPackageRow; activeUntil: Date };

/**
 * The one way a transaction becomes "lunas", inside the caller's database transaction: marks it paid,
 * activates the package on the invitation, writes the audit entry and notifies the owner in the app.
 * Bank transfers reach it through an administrator's approval; a gateway's webhook would call it too.
 */
export async function settle(
  tx: TDbOrTx,
  input: { id: string; event: 'approve'; actor: TActor; now: Date },
): Promise<TSettlement> {
  const { now } = input;
  const paid = await transition(tx, { ...input, set: { paidAt: now } });
  const invitation = paid.invitationId ? await findInvitationForPlan(tx, paid.invitationId) : undefined;
  if (!invitation) {
    throw conflict(
      `Undangan transaksi ${paid.invoiceNumber} sudah dihapus, jadi paketnya tidak dapat diaktifkan.`,
    );
  }
  const bought = (await findPackage(tx, paid.packageId))!;
  const before = await resolvePlan(tx, invitation);
  const activeUntil = nextActiveUntil(before, bought, now);
  await upsertPlan(tx, { invitationId: invitation.id, packageId: bought.id, activeUntil, now });
  await recordAudit(tx, {
    actorId: input.actor.id,
    action: `transaction.${input.event}`,
    subjectType: 'transaction',
    subjectId: paid.id,
    before: {
      status: 'menunggu_verifikasi',
      package: before.package.code,
      activeUntil: before.activeUntil,
    },
    after: {
      status: paid.status,
      invoiceNumber: paid.invoiceNumber,
      amount: paid.amount,
      invitationId: invitation.id,
      package: bought.code,
      activeUntil,
    },
    at: now,
  });
  await notifyBuyer(tx, paid, {
    type: 'payment.verified',
    title: 'Pembayaran terverifikasi',
    body:
      `Pembayaran ${paid.invoiceNumber} sebesar ${formatRupiah(paid.amount)} sudah diverifikasi. ` +
      `Paket ${bought.name} aktif hingga ${formatDate(activeUntil)}.`,
    link: '/transactions',
  });
  return { transaction: paid, package: bought, activeUntil };
}
