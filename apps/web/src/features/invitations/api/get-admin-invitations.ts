import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminInvitationList,
  type TAdminInvitationList,
  type ZAdminInvitationListQuery,
} from '@undangin/shared/invitations/schemas';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

/** What the page sends: every field optional, numbers as numbers. */
export type TAdminInvitationListQuery = Partial<z.output<typeof ZAdminInvitationListQuery>>;

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
