import type { TMessageSettings, TMessageTemplates } from '@undangin/shared/guests/schemas';
import { sendToInvitation } from '../../../lib/invitation-api';
import { useCachingMutation } from '../../../lib/refreshing-mutation';
import { messageSettingsKey } from './get-message-settings';

export function useSaveMessageSettings(invitationId: string) {
  return useCachingMutation(
    (body: TMessageTemplates) =>
      sendToInvitation<TMessageSettings>('put', invitationId, 'guests/messages', body),
    messageSettingsKey(invitationId),
  );
}
