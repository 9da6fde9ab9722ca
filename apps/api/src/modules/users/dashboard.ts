import { dashboardCard, type TDashboardContributor } from '../../lib/dashboard-contributor';
import { countCouples } from './repository';

/** Administrators see how many couples use the product and how many joined this month. */
export const accountsDashboard: TDashboardContributor = async ({ db, user, now }) => {
  if (user.role !== 'admin') return {};
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [total, joined] = await Promise.all([countCouples(db), countCouples(db, monthStart)]);
  return {
    cards: [
      dashboardCard('users.total', { value: total, link: '/users' }),
      dashboardCard('users.joinedThisMonth', { value: joined, tone: 'info' }),
    ],
  };
};
