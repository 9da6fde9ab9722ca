import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function resetPassword(body: TResetPasswordBody): Promise<void> {
  await http.post('/user/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
