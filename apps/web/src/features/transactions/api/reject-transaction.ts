import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRejectBody, TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { refreshBilling } from './refresh';

export async function rejectTransaction({
  id,
  body,
}: {
  id: string;
  body: TRejectBody;
}): Promise<TTransactionDetail> {
  const { data } = await http.post<TTransactionDetail>(
    `/admin/transactions/${encodeURIComponent(id)}/reject`,
    body,
  );
  return data;
}

export function useRejectTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectTransaction, onSuccess: () => refreshBilling(queryClient) });
}
