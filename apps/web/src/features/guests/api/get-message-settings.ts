import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessageSettings } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { guestsOfKey } from './get-guests';

export async function getMessageSettings(invitationId: string): Promise<TMessageSettings> {
  const { data } = await http.get<TMessageSettings>(invitationApi(invitationId, 'guests/messages'));
  return data;
}

export const messageSettingsKey = (invitationId: string) =>
  [...guestsOfKey(invitationId), 'messages'] as const;

export const messageSettingsQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: messageSettingsKey(invitationId),
    queryFn: () => getMessageSettings(invitationId),
  });

export function useMessageSettings(invitationId: string) {
  return useQuery(messageSettingsQueryOptions(invitationId));
}
