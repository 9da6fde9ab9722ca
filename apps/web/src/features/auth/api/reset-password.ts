import { useAction } from '../../../lib/use-action';
import type { TResetPasswordBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function resetPassword(body: TResetPasswordBody): Promise<void> {
  await http.post('/user/reset-password', body);
}

export function useResetPassword() {
  return useAction(resetPassword);
}
