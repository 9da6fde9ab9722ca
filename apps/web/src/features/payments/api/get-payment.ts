import type { TPaymentDetail } from '@undangin/shared/billing/schemas';
import { detailQueryHook } from '../../../lib/detail-query';
import { PAYMENTS_KEY } from './get-payments';

export const usePayment = detailQueryHook<TPaymentDetail>('/payments', PAYMENTS_KEY);
