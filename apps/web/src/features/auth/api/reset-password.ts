import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordBody } from '@undangin/shared/auth/schemas';
import { loadHttp } from '../../../lib/load-http';

export async function resetPassword(body: TResetPasswordBody): Promise<void> {
  const http = await loadHttp();
  await http.post('/user/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
