import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZInvitationList,
  type TInvitationList,
  type TInvitationListQuery,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';

/** Every query of this area starts with this key, so a change anywhere refreshes the lists. */
export const INVITATIONS_KEY = ['invitations'] as const;

export async function getInvitations(query: TInvitationListQuery): Promise<TInvitationList> {
  const { data } = await http.get<unknown>('/invitations', { params: query });
  return ZInvitationList.parse(data);
}

export function invitationsQueryOptions(query: TInvitationListQuery) {
  return queryOptions({
    queryKey: [...INVITATIONS_KEY, 'list', query],
    queryFn: () => getInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(query: TInvitationListQuery) {
  return useQuery(invitationsQueryOptions(query));
}

/** The caller's invitations, newest first: the list other screens let the user pick one from. */
export function useInvitationChoices() {
  return useInvitations({ page: 1, perPage: 100, q: '', sortBy: 'updatedAt', orderBy: 'desc' });
}
