import {
  dashboardHint,
  dashboardSeries,
  formatRupiah,
  jakartaDate,
  openTransactionCardKey,
  OPEN_TRANSACTION_STATUSES,
  planEndsSoon,
  WIB_OFFSET_MS,
} from '@undangin/shared';
import {
  dashboardCard,
  dashboardChart,
  type TContributedCard,
  type TDashboardContributor,
} from '../../../lib/dashboard-contributor';
import { resolvePlan } from '../../invitations/entitlements';
import { daysLeft } from '../packages/plan';
import { hasActiveBankAccount, hasPaidPackageOnSale } from '../packages/repository';
import * as repo from './dashboard-repository';
import { invitationTitle } from './presenter';

const REVENUE_MONTHS = 6;

/** The first instant of the WIB month `back` months before the one `now` falls in (months count as invoices do). */
function monthStart(now: Date, back = 0): Date {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS);
  return new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - back, 1) - WIB_OFFSET_MS);
}

/**
 * Couples see the package of their newest invitation, its days left and a purchase waiting for them;
 * administrators see this month's revenue, confirmations to verify and revenue per month.
 */
export const billingDashboard: TDashboardContributor = async ({ db, user, now }) => {
  if (user.role === 'admin') {
    const [revenue, waitingCount, byMonth, canTransfer, paidOnSale] = await Promise.all([
      repo.sumRevenueSince(db, monthStart(now)),
      repo.countWaitingVerification(db),
      repo.revenuePerMonthSince(db, monthStart(now, REVENUE_MONTHS - 1)),
      hasActiveBankAccount(db),
      hasPaidPackageOnSale(db),
    ]);
    // YYYY-MM of each WIB month, oldest first; the web names them in the reader's language.
    const months = Array.from({ length: REVENUE_MONTHS }, (_, i) =>
      jakartaDate(monthStart(now, REVENUE_MONTHS - 1 - i)).slice(0, 7),
    );
    return {
      cards: [
        dashboardCard('billing.revenueThisMonth', {
          value: formatRupiah(revenue),
          tone: 'success',
          link: '/admin/transactions?status=lunas',
        }),
        dashboardCard('billing.waitingVerification', {
          value: waitingCount,
          tone: waitingCount > 0 ? 'warning' : 'default',
          link: '/admin/transactions?status=menunggu_verifikasi',
        }),
      ],
      charts: [
        dashboardChart('billing.revenue', {
          type: 'bar',
          categories: months,
          categoryFormat: 'month',
          series: [
            dashboardSeries(
              'billing.revenue',
              months.map((month) => byMonth.get(month) ?? 0),
            ),
          ],
        }),
      ],
      // Couples can pay once a transfer has somewhere to go and something paid is on sale.
      done: [
        ...(canTransfer ? (['bankAccount'] as const) : []),
        ...(paidOnSale ? (['paidPackage'] as const) : []),
      ],
    };
  }

  const newest = await repo.findNewestInvitationOfUser(db, user.id);
  const open = await repo.findNewestOpenOfUser(db, user.id);
  const paid = await repo.countPaidOfUser(db, user.id);

  const cards: TContributedCard[] = [];
  if (newest) {
    const plan = await resolvePlan(db, newest);
    const left = daysLeft(plan.activeUntil, now);
    cards.push(
      dashboardCard('billing.package', {
        value: plan.package.name,
        hint: invitationTitle(newest.slug, newest.content),
        link: `/packages?invitationId=${newest.id}`,
      }),
      dashboardCard('billing.daysLeft', {
        value: left,
        ...(left === 0 ? dashboardHint('billing.expired') : {}),
        tone: left === 0 ? 'error' : planEndsSoon(left) ? 'warning' : 'default',
        link: `/packages?invitationId=${newest.id}`,
      }),
    );
  }
  // The query asked for open statuses only; finding it in the list narrows the type to one of them.
  const openStatus = open && OPEN_TRANSACTION_STATUSES.find((status) => status === open.status);
  if (open && openStatus) {
    cards.push(
      dashboardCard(openTransactionCardKey(openStatus), {
        value: open.invoiceNumber,
        hint: formatRupiah(open.amount),
        tone: open.status === 'ditolak' ? 'error' : 'warning',
        link: '/transactions',
      }),
    );
  }
  return { cards, done: open || paid > 0 ? ['package'] : [] };
};
