import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminInvitationList,
  type TAdminInvitationList,
  type TAdminInvitationListQuery,
} from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

export async function getAdminInvitations(query: TAdminInvitationListQuery): Promise<TAdminInvitationList> {
  const { data } = await http.get<unknown>('/admin/invitations', { params: query });
  return ZAdminInvitationList.parse(data);
}

export function adminInvitationsQueryOptions(query: TAdminInvitationListQuery) {
  return queryOptions({
    queryKey: [...INVITATIONS_KEY, 'admin', query],
    queryFn: () => getAdminInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminInvitations(query: TAdminInvitationListQuery) {
  return useQuery(adminInvitationsQueryOptions(query));
}
