import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';
import { useUserMutation } from './user-action';

export async function resendConfirmation(id: string): Promise<TMessage> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/resend-confirmation`);
  return ZMessage.parse(data);
}

export function useResendConfirmation() {
  return useUserMutation(resendConfirmation);
}
