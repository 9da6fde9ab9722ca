import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { TRANSACTIONS_KEY } from './get-transactions';

export async function getTransaction(id: string): Promise<TTransactionDetail> {
  const { data } = await http.get<TTransactionDetail>(`/transactions/${encodeURIComponent(id)}`);
  return data;
}

export const transactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...TRANSACTIONS_KEY, 'detail', id], queryFn: () => getTransaction(id) });

export function useTransaction(id: string | null) {
  return useQuery({ ...transactionQueryOptions(id ?? ''), enabled: Boolean(id) });
}
