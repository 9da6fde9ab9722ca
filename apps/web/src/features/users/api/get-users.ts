import { ZUserList, type TUserList, type TUserListQuery } from '@undangin/shared/users/schemas';
import { pagedListHook } from '../../../lib/paged-list';

/** Every query of this area starts with this key, so a change to a user refreshes lists and details. */
export const USERS_KEY = ['users'] as const;

export const useUsers = pagedListHook<TUserListQuery, TUserList>('/users', [...USERS_KEY, 'list'], (data) =>
  ZUserList.parse(data),
);
