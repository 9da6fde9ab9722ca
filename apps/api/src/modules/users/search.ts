import type { TSearchProvider } from '../../lib/search-provider';
import { searchUsers } from './repository';

/** Administrators find users by name or e-mail. */
export const usersSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  if (user.role !== 'admin') return [];
  const rows = await searchUsers(db, q, limit);
  return rows.map((r) => ({ type: 'user', title: r.name, subtitle: r.email, url: `/users?id=${r.id}` }));
};
