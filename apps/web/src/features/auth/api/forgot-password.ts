import { useMutation } from '@tanstack/react-query';
import type { TEmailBody } from '@undangin/shared/auth/schemas';
import { loadHttp } from '../../../lib/load-http';

export async function forgotPassword(body: TEmailBody): Promise<void> {
  const http = await loadHttp();
  await http.post('/user/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
