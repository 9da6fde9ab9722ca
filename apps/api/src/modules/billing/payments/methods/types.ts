import type { TPaymentMethodId, TTransferAccount } from '@undangin/shared';
import type { TDbOrTx } from '../../../../db/client';

/** What the payer is shown to pay, copied onto the transaction when it is made. */
export type TPaymentInstructions = { transferAccounts: TTransferAccount[] };

/**
 * One way of paying. Bank transfer reaches "lunas" through a confirmation an administrator approves; a
 * gateway (Midtrans, Xendit) would add its id to PAYMENT_METHODS, prepare its payment here, and reach
 * "lunas" from its verified webhook through the same settlement (transactions/settlement.ts).
 */
export type TPaymentMethod = {
  id: TPaymentMethodId;
  prepare: (db: TDbOrTx) => Promise<TPaymentInstructions>;
};
