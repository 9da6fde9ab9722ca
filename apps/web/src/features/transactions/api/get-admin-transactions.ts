import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTransactionList, TTransactionListQuery } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';

export const ADMIN_TRANSACTIONS_KEY = ['billing', 'admin-transactions'] as const;

export async function getAdminTransactions(query: TTransactionListQuery): Promise<TTransactionList> {
  const { data } = await http.get<TTransactionList>('/admin/transactions', { params: query });
  return data;
}

export const adminTransactionsQueryOptions = (query: TTransactionListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_TRANSACTIONS_KEY, query],
    queryFn: () => getAdminTransactions(query),
    placeholderData: keepPreviousData,
  });

export function useAdminTransactions(query: TTransactionListQuery) {
  return useQuery(adminTransactionsQueryOptions(query));
}
