import { ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema';
import { containsPattern, type TSearchProvider } from './provider';

/** Administrators find users by name or e-mail. */
export const usersSearch: TSearchProvider = async ({ db, user, q, limit }) => {
  if (user.role !== 'admin') return [];
  const pattern = containsPattern(q);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .limit(limit);
  return rows.map((r) => ({ type: 'user', title: r.name, subtitle: r.email, url: `/users?id=${r.id}` }));
};
