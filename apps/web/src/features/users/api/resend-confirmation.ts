import { useMutation } from '@tanstack/react-query';
import { ZMessage, type TMessage } from '@undangin/shared/errors';
import { http } from '../../../lib/http';
import { useRefreshAfterUserChange } from './user-action';

export async function resendConfirmation(id: string): Promise<TMessage> {
  const { data } = await http.post<unknown>(`/users/${encodeURIComponent(id)}/resend-confirmation`);
  return ZMessage.parse(data);
}

export function useResendConfirmation() {
  const refresh = useRefreshAfterUserChange();
  return useMutation({ mutationFn: resendConfirmation, onSuccess: refresh });
}
