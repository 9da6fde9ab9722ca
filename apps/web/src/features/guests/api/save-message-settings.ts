import type { TMessageSettings, TMessageTemplates } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { messageSettingsKey } from './get-message-settings';

export async function saveMessageSettings(
  invitationId: string,
  body: TMessageTemplates,
): Promise<TMessageSettings> {
  const { data } = await http.put<TMessageSettings>(invitationApi(invitationId, 'guests/messages'), body);
  return data;
}

export function useSaveMessageSettings(invitationId: string) {
  return useCachingMutation(
    (body: TMessageTemplates) => saveMessageSettings(invitationId, body),
    messageSettingsKey(invitationId),
  );
}
