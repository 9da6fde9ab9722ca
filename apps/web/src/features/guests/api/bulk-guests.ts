import type { TGuestBulk, TGuestBulkAnswer } from '@undangin/shared/guests/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { guestsOfKey } from './get-guests';

export async function bulkGuests(invitationId: string, body: TGuestBulk): Promise<TGuestBulkAnswer> {
  const { data } = await http.post<TGuestBulkAnswer>(invitationApi(invitationId, 'guests/bulk'), body);
  return data;
}

/** Delete, regroup or mark sent the selected guests. */
export function useBulkGuests(invitationId: string) {
  return useRefreshingMutation(
    (body: TGuestBulk) => bulkGuests(invitationId, body),
    guestsOfKey(invitationId),
  );
}
