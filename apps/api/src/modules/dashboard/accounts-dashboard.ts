import { count, eq, gte, and } from 'drizzle-orm';
import { users } from '../../db/schema';
import { dashboardCard, type TDashboardContributor } from './contributor';

/** Administrators see how many couples use the product and how many joined this month. */
export const accountsDashboard: TDashboardContributor = async ({ db, user, now }) => {
  if (user.role !== 'admin') return {};
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
  const [joined] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'user'), gte(users.createdAt, monthStart)));
  return {
    cards: [
      dashboardCard('users.total', { value: total?.n ?? 0, link: '/users' }),
      dashboardCard('users.joinedThisMonth', { value: joined?.n ?? 0, tone: 'info' }),
    ],
  };
};
