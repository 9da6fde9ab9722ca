import {
  ZInvitationList,
  type TInvitationList,
  type TInvitationListQuery,
} from '@undangin/shared/invitations/schemas';
import { pagedListHook } from '../../../lib/paged-list';

/** Every query of this area starts with this key, so a change anywhere refreshes the lists. */
export const INVITATIONS_KEY = ['invitations'] as const;

export const useInvitations = pagedListHook<TInvitationListQuery, TInvitationList>(
  '/invitations',
  [...INVITATIONS_KEY, 'list'],
  (data) => ZInvitationList.parse(data),
);

/** The caller's invitations, newest first: the list other screens let the user pick one from. */
export function useInvitationChoices() {
  return useInvitations({ page: 1, perPage: 100, q: '', sortBy: 'updatedAt', orderBy: 'desc' });
}
