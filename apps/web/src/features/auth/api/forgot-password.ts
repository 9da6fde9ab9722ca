import { useAction } from '../../../lib/use-action';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function forgotPassword(body: TEmailBody): Promise<void> {
  await http.post('/user/forgot-password', body);
}

export function useForgotPassword() {
  return useAction(forgotPassword);
}
