import { useAction } from '../../../lib/use-action';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function resendEmail(body: TEmailBody): Promise<void> {
  await http.post('/user/email/resend', body);
}

export function useResendEmail() {
  return useAction(resendEmail);
}
