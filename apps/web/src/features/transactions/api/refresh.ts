import type { QueryClient } from '@tanstack/react-query';

/**
 * Every billing query key starts with this: packages, plans, transactions and payments. A purchase,
 * a confirmation or a decision changes what several of those screens show, so all are read again.
 */
export const BILLING_KEY = ['billing'] as const;

export function refreshBilling(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BILLING_KEY });
}
