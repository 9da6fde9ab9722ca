import { useMutation } from '@tanstack/react-query';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { loadHttp } from '../../../lib/load-http';

export async function resendEmail(body: TEmailBody): Promise<void> {
  const http = await loadHttp();
  await http.post('/user/email/resend', body);
}

export function useResendEmail() {
  return useMutation({ mutationFn: resendEmail });
}
