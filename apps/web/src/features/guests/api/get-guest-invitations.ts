import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationList } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { GUESTS_KEY } from './get-guests';

/** The caller's invitations, for the switcher above the guest list. */
export async function getGuestInvitations(): Promise<TInvitationList> {
  const { data } = await http.get<TInvitationList>('/invitations', {
    params: { page: 1, perPage: 100, sortBy: 'updatedAt', orderBy: 'desc' },
  });
  return data;
}

export const guestInvitationsQueryOptions = () =>
  queryOptions({ queryKey: [...GUESTS_KEY, 'invitations'], queryFn: getGuestInvitations });

export function useGuestInvitations() {
  return useQuery(guestInvitationsQueryOptions());
}
