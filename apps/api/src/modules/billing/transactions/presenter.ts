import { creditNote, type TTransaction, type TTransactionHistoryEntry } from '@undangin/shared';
import type { TTransactionEventRow, TTransactionView } from './repository';

type TCouple = {
  bride?: { fullName?: string; nickname?: string };
  groom?: { fullName?: string; nickname?: string };
  whichFirst?: 'bride' | 'groom';
};

/** "Sekar & Bima" from the invitation's content, or its slug while no names are written. */
export function invitationTitle(slug: string, content: Record<string, unknown>): string {
  const couple = (content.couple ?? {}) as TCouple;
  const name = (person?: { fullName?: string; nickname?: string }) =>
    person?.nickname?.trim() || person?.fullName?.trim() || '';
  const [first, second] =
    couple.whichFirst === 'groom'
      ? [name(couple.groom), name(couple.bride)]
      : [name(couple.bride), name(couple.groom)];
  if (first && second) return `${first} & ${second}`;
  return first || second || slug;
}

export function toTransaction(view: TTransactionView): TTransaction {
  const t = view.transaction;
  return {
    id: t.id,
    invoiceNumber: t.invoiceNumber,
    status: t.status,
    paymentMethod: t.paymentMethod,
    invitation: view.invitation
      ? {
          id: view.invitation.id,
          slug: view.invitation.slug,
          title: invitationTitle(view.invitation.slug, view.invitation.content),
        }
      : null,
    package: view.package,
    previousPackage: view.previousPackage,
    packagePrice: t.packagePrice,
    credit: t.credit,
    creditDays: t.creditDays,
    creditNote:
      t.credit > 0 && view.previousPackage ? creditNote(view.previousPackage.name, t.creditDays) : null,
    uniqueCode: t.uniqueCode,
    amount: t.amount,
    transferAccounts: t.transferAccounts,
    expiresAt: t.expiresAt.toISOString(),
    paidAt: t.paidAt?.toISOString() ?? null,
    rejectionReason: t.rejectionReason,
    user: view.user,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toHistoryEntry(row: {
  event: TTransactionEventRow;
  actorName: string | null;
}): TTransactionHistoryEntry {
  return {
    id: row.event.id,
    fromStatus: row.event.fromStatus,
    toStatus: row.event.toStatus,
    actorKind: row.event.actorKind,
    actorName: row.event.actorKind === 'system' ? null : row.actorName,
    note: row.event.note,
    createdAt: row.event.createdAt.toISOString(),
  };
}
