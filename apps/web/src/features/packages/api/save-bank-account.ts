import type { TBankAccount, TBankAccountInput } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { BANK_ACCOUNTS_KEY } from './get-bank-accounts';

/** Creates an account, or changes one when `id` is given (POST and PATCH of the same form). */
export async function saveBankAccount({
  id,
  body,
}: {
  id?: string;
  body: TBankAccountInput;
}): Promise<TBankAccount> {
  const { data } = id
    ? await http.patch<TBankAccount>(`/bank-accounts/${encodeURIComponent(id)}`, body)
    : await http.post<TBankAccount>('/bank-accounts', body);
  return data;
}

export function useSaveBankAccount() {
  return useRefreshingMutation(saveBankAccount, BANK_ACCOUNTS_KEY);
}
