import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { detailQueryHook } from '../../../lib/detail-query';
import { TRANSACTIONS_KEY } from './get-transactions';

export const useTransaction = detailQueryHook<TTransactionDetail>('/transactions', TRANSACTIONS_KEY);
