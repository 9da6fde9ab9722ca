import { useMutation } from '@tanstack/react-query';
import { ZMessage, type TMessage } from '@undangin/shared/errors';
import type { TRegisterBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function register(body: TRegisterBody): Promise<TMessage> {
  const { data } = await http.post<unknown>('/user/register', body);
  return ZMessage.parse(data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
