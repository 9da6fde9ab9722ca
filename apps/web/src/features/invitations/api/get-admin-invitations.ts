import {
  ZAdminInvitationList,
  type TAdminInvitationList,
  type ZAdminInvitationListQuery,
} from '@undangin/shared/invitations/schemas';
import type { z } from 'zod';
import { pagedListHook } from '../../../lib/paged-list';
import { INVITATIONS_KEY } from './get-invitations';

/** What the page sends: every field optional, numbers as numbers. */
export type TAdminInvitationListQuery = Partial<z.output<typeof ZAdminInvitationListQuery>>;

export const useAdminInvitations = pagedListHook<TAdminInvitationListQuery, TAdminInvitationList>(
  '/admin/invitations',
  [...INVITATIONS_KEY, 'admin'],
  (data) => ZAdminInvitationList.parse(data),
);
