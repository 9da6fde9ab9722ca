import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationList } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATION_PLAN_KEY } from './get-invitation-plan';

/** The caller's invitations, for choosing which one a package is for. */
export async function getBillingInvitations(): Promise<TInvitationList> {
  const { data } = await http.get<TInvitationList>('/invitations', {
    params: { page: 1, perPage: 100, sortBy: 'updatedAt', orderBy: 'desc' },
  });
  return data;
}

export const billingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: [...INVITATION_PLAN_KEY, 'invitations'], queryFn: getBillingInvitations });

export function useBillingInvitations() {
  return useQuery(billingInvitationsQueryOptions());
}
