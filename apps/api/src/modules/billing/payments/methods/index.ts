import type { TPaymentMethodId } from '@undangin/shared';
import { bankTransfer } from './bank-transfer';
import type { TPaymentMethod } from './types';

const METHODS: Record<TPaymentMethodId, TPaymentMethod> = { bank_transfer: bankTransfer };

export function paymentMethod(id: TPaymentMethodId): TPaymentMethod {
  return METHODS[id];
}
