import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { refreshBilling } from './refresh';

export async function cancelTransaction(id: string): Promise<TTransactionDetail> {
  const { data } = await http.post<TTransactionDetail>(`/transactions/${encodeURIComponent(id)}/cancel`);
  return data;
}

export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelTransaction, onSuccess: () => refreshBilling(queryClient) });
}
