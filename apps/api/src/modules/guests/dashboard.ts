import { dashboardHint, dashboardSeries } from '@undangin/shared';
import {
  dashboardCard,
  dashboardChart,
  type TContributedChart,
  type TDashboardContributor,
} from '../../lib/dashboard-contributor';
import { arrivalsByGroup, guestTotals } from './dashboard-repository';

/**
 * This area's share of the dashboard, over all of the couple's invitations: guests, sent, opened, not
 * yet answered, and arrivals per group once the doors open.
 */
export const guestsDashboard: TDashboardContributor = async ({ db, user }) => {
  if (user.role === 'admin') return {};
  const totals = await guestTotals(db, user.id);
  const total = Number(totals?.total ?? 0);
  if (total === 0) return {};
  const sent = Number(totals?.sent ?? 0);
  const cards = [
    dashboardCard('guests.total', { value: total, link: '/guests' }),
    dashboardCard('guests.sent', {
      value: sent,
      ...dashboardHint('guests.ofTotal', { total }),
      link: '/guests',
    }),
    dashboardCard('guests.opened', { value: Number(totals?.opened ?? 0), tone: 'info' }),
    dashboardCard('guests.unanswered', {
      value: Number(totals?.unanswered ?? 0),
      tone: 'warning',
      link: '/guests',
    }),
  ];
  const checkedIn = Number(totals?.checkedIn ?? 0);
  const charts: TContributedChart[] = [];
  if (checkedIn > 0) {
    const groups = await arrivalsByGroup(db, user.id);
    charts.push(
      dashboardChart('guests.arrivalsByGroup', {
        type: 'bar',
        categories: groups.map((row) => row.group ?? 'Tanpa kelompok'),
        series: [
          dashboardSeries(
            'guests.arrived',
            groups.map((row) => Number(row.arrived)),
          ),
          dashboardSeries(
            'guests.arrivedPax',
            groups.map((row) => Number(row.pax)),
          ),
        ],
      }),
    );
  }
  return { cards, charts, done: sent > 0 ? ['guests', 'send'] : ['guests'] };
};
