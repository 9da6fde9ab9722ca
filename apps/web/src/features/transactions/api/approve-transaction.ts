import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { refreshBilling } from './refresh';

export async function approveTransaction(id: string): Promise<TTransactionDetail> {
  const { data } = await http.post<TTransactionDetail>(
    `/admin/transactions/${encodeURIComponent(id)}/approve`,
  );
  return data;
}

export function useApproveTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveTransaction, onSuccess: () => refreshBilling(queryClient) });
}
