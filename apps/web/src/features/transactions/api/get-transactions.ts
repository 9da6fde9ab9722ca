import type { TTransactionList, TTransactionListQuery } from '@undangin/shared/billing/schemas';
import { pagedListHook } from '../../../lib/paged-list';

/** The caller's transactions and each one's detail live under this key. */
export const TRANSACTIONS_KEY = ['billing', 'transactions'] as const;

export const useTransactions = pagedListHook<TTransactionListQuery, TTransactionList>('/transactions', [
  ...TRANSACTIONS_KEY,
  'list',
]);
