import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

export async function deleteBankAccount(id: string): Promise<void> {
  await http.delete(`/bank-accounts/${encodeURIComponent(id)}`);
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_KEY }),
  });
}
