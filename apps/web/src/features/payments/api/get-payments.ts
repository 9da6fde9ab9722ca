import type { TPaymentConfirmationList, TPaymentListQuery } from '@undangin/shared/billing/schemas';
import { pagedListHook } from '../../../lib/paged-list';

export const PAYMENTS_KEY = ['billing', 'payments'] as const;

export const usePayments = pagedListHook<TPaymentListQuery, TPaymentConfirmationList>('/payments', [
  ...PAYMENTS_KEY,
  'list',
]);
