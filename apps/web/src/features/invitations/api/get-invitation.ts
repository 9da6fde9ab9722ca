import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvitation, type TInvitation } from '@undangin/shared/invitations/schemas';
import { http } from '../../../lib/http';
import { INVITATIONS_KEY } from './get-invitations';

export function invitationQueryKey(id: string) {
  return [...INVITATIONS_KEY, 'detail', id] as const;
}

export async function getInvitation(id: string): Promise<TInvitation> {
  const { data } = await http.get<unknown>(`/invitations/${encodeURIComponent(id)}`);
  return ZInvitation.parse(data);
}

export function invitationQueryOptions(id: string) {
  return queryOptions({
    queryKey: invitationQueryKey(id),
    queryFn: () => getInvitation(id),
    // The editor owns the draft once it is open; a background refetch must not reset the form.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useInvitation(id: string) {
  return useQuery(invitationQueryOptions(id));
}
