import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentConfirmationList, TPaymentListQuery } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';

export const PAYMENTS_KEY = ['billing', 'payments'] as const;

export async function getPayments(query: TPaymentListQuery): Promise<TPaymentConfirmationList> {
  const { data } = await http.get<TPaymentConfirmationList>('/payments', { params: query });
  return data;
}

export const paymentsQueryOptions = (query: TPaymentListQuery) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'list', query],
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: TPaymentListQuery) {
  return useQuery(paymentsQueryOptions(query));
}
