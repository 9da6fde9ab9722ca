import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankAccountList } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';

export const BANK_ACCOUNTS_KEY = ['billing', 'bank-accounts'] as const;

export async function getBankAccounts(): Promise<TBankAccountList> {
  const { data } = await http.get<TBankAccountList>('/bank-accounts');
  return data;
}

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: BANK_ACCOUNTS_KEY, queryFn: getBankAccounts });

export function useBankAccounts(enabled = true) {
  return useQuery({ ...bankAccountsQueryOptions(), enabled });
}
