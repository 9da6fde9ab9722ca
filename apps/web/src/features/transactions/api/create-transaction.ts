import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransactionCreate, TTransactionDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { refreshBilling } from './refresh';

/**
 * Chooses a package. The key is made once per choice by the caller, so a double tap or a retry after
 * a lost answer returns the same transaction instead of a second one.
 */
export async function createTransaction({
  body,
  idempotencyKey,
}: {
  body: TTransactionCreate;
  idempotencyKey: string;
}): Promise<TTransactionDetail> {
  const { data } = await http.post<TTransactionDetail>('/transactions', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTransaction, onSuccess: () => refreshBilling(queryClient) });
}
