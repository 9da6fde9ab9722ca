import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

export async function deleteBankAccount(id: string): Promise<void> {
  await http.delete(`/bank-accounts/${encodeURIComponent(id)}`);
}

export function useDeleteBankAccount() {
  return useRefreshingMutation(deleteBankAccount, BANK_ACCOUNTS_KEY);
}
