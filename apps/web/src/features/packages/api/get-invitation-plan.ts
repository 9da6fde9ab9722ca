import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationPlan } from '@undangin/shared/billing/schemas';
import { http } from '../../../lib/http';
import { invitationApi } from '../../../lib/invitation-api';

/** Purchases, cancellations and approvals refresh every plan under this key. */
export const INVITATION_PLAN_KEY = ['billing', 'plan'] as const;

export async function getInvitationPlan(invitationId: string): Promise<TInvitationPlan> {
  const { data } = await http.get<TInvitationPlan>(invitationApi(invitationId, 'package'));
  return data;
}

export const invitationPlanQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: [...INVITATION_PLAN_KEY, invitationId],
    queryFn: () => getInvitationPlan(invitationId),
  });

export function useInvitationPlan(invitationId: string | null) {
  return useQuery({ ...invitationPlanQueryOptions(invitationId ?? ''), enabled: Boolean(invitationId) });
}
