import type { TPaymentConfirmation, TProofMime } from '@undangin/shared';
import type { TConfirmationWithTransaction } from './repository';

export function toConfirmation({
  confirmation: c,
  transaction: t,
}: TConfirmationWithTransaction): TPaymentConfirmation {
  return {
    id: c.id,
    transactionId: t.id,
    invoiceNumber: t.invoiceNumber,
    transactionStatus: t.status,
    transactionAmount: t.amount,
    bankName: c.bankName,
    accountHolder: c.accountHolder,
    amount: c.amount,
    transferDate: c.transferDate,
    proof: { mime: c.proofMime as TProofMime, size: c.proofSize, url: `/api/payments/${c.id}/proof` },
    status: c.status,
    rejectionReason: c.rejectionReason,
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}
