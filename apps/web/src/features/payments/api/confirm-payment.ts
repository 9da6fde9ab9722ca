import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaymentDetail } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { refreshBilling } from '../../transactions';

export type TConfirmPaymentInput = {
  transactionId: string;
  bankName: string;
  accountHolder: string;
  /** Whole rupiah. */
  amount: number;
  transferDate: string;
  proof: File;
  /** Called with 0–100 while the proof uploads. */
  onProgress?: (percent: number) => void;
};

/** Sends the confirmation as the multipart form the API reads, reporting the upload's progress. */
export async function confirmPayment({ transactionId, proof, onProgress, ...fields }: TConfirmPaymentInput) {
  const form = new FormData();
  form.append('bankName', fields.bankName);
  form.append('accountHolder', fields.accountHolder);
  form.append('amount', String(fields.amount));
  form.append('transferDate', fields.transferDate);
  form.append('proof', proof, proof.name);
  const { data } = await http.post<TPaymentDetail>(
    `/transactions/${encodeURIComponent(transactionId)}/confirmations`,
    form,
    {
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
  return data;
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPayment, onSuccess: () => refreshBilling(queryClient) });
}
