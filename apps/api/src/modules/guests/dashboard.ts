import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dashboardHint, dashboardSeries } from '@undangin/shared';
import { guestOpens, guests, invitations, rsvps } from '../../db/schema';
import {
  dashboardCard,
  dashboardChart,
  type TContributedChart,
  type TDashboardContributor,
} from '../../lib/dashboard-contributor';
import { OUTER_GUEST_ID } from './list-query';

/**
 * This area's share of the dashboard, over all of the couple's invitations: guests, sent, opened, not
 * yet answered, and arrivals per group once the doors open.
 */
export const guestsDashboard: TDashboardContributor = async ({ db, user }) => {
  if (user.role === 'admin') return {};
  const mine = db.select({ id: invitations.id }).from(invitations).where(eq(invitations.userId, user.id));
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sent: sql<number>`count(${guests.sentAt})::int`,
      opened: sql<number>`count(${guestOpens.guestId})::int`,
      unanswered: sql<number>`count(*) filter (where not exists (select 1 from ${rsvps} r where r.guest_id = ${OUTER_GUEST_ID}))::int`,
      checkedIn: sql<number>`count(${guests.checkedInAt})::int`,
    })
    .from(guests)
    .leftJoin(guestOpens, eq(guestOpens.guestId, guests.id))
    .where(inArray(guests.invitationId, mine));
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
    const groups = await db
      .select({
        group: guests.group,
        arrived: sql<number>`count(${guests.checkedInAt})::int`,
        pax: sql<number>`coalesce(sum(${guests.checkedInPax}), 0)::int`,
      })
      .from(guests)
      .where(and(inArray(guests.invitationId, mine), isNotNull(guests.checkedInAt)))
      .groupBy(guests.group)
      .orderBy(sql`${guests.group} asc nulls last`);
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
