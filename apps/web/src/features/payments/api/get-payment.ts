import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './get-payments';

export async function getPayment(id: string): Promise<TPaymentDetail> {
  const { data } = await http.get<TPaymentDetail>(`/payments/${encodeURIComponent(id)}`);
  return data;
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'detail', id], queryFn: () => getPayment(id) });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: Boolean(id) });
}
