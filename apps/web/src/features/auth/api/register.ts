import { useAction } from '../../../lib/use-action';
import type { TMessage } from '@undangin/shared/errors';
import type { TRegisterBody } from '@undangin/shared/auth/schemas';
import { http } from '../../../lib/http';

export async function register(body: TRegisterBody): Promise<TMessage> {
  const { data } = await http.post<TMessage>('/user/register', body);
  return data;
}

export function useRegister() {
  return useAction(register);
}
