import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTransactionList, TTransactionListQuery } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';

/** The caller's transactions and each one's detail live under this key. */
export const TRANSACTIONS_KEY = ['billing', 'transactions'] as const;

export async function getTransactions(query: TTransactionListQuery): Promise<TTransactionList> {
  const { data } = await http.get<TTransactionList>('/transactions', { params: query });
  return data;
}

export const transactionsQueryOptions = (query: TTransactionListQuery) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'list', query],
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TTransactionListQuery) {
  return useQuery(transactionsQueryOptions(query));
}
