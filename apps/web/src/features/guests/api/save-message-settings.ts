import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageSettings, TMessageTemplates } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { messageSettingsKey } from './get-message-settings';

export async function saveMessageSettings(
  invitationId: string,
  body: TMessageTemplates,
): Promise<TMessageSettings> {
  const { data } = await http.put<TMessageSettings>(
    `/invitations/${encodeURIComponent(invitationId)}/guests/messages`,
    body,
  );
  return data;
}

export function useSaveMessageSettings(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMessageTemplates) => saveMessageSettings(invitationId, body),
    onSuccess: (settings) => queryClient.setQueryData(messageSettingsKey(invitationId), settings),
  });
}
