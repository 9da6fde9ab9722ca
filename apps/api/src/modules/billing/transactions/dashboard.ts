import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import {
  dashboardHint,
  dashboardSeries,
  formatRupiah,
  jakartaDate,
  openTransactionCardKey,
  OPEN_TRANSACTION_STATUSES,
  WIB_OFFSET_MS,
} from '@undangin/shared';
import { invitations, transactions } from '../../../db/schema';
import {
  dashboardCard,
  dashboardChart,
  type TContributedCard,
  type TDashboardContributor,
} from '../../dashboard/contributor';
import { resolvePlan } from '../../invitations/entitlements';
import { daysLeft } from '../packages/plan';
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
    const [[revenue], [waiting], perMonth] = await Promise.all([
      db
        .select({ total: sum(transactions.amount) })
        .from(transactions)
        .where(and(eq(transactions.status, 'lunas'), gte(transactions.paidAt, monthStart(now)))),
      db.select({ n: count() }).from(transactions).where(eq(transactions.status, 'menunggu_verifikasi')),
      db
        .select({
          month: sql<string>`to_char(${transactions.paidAt} + interval '7 hours', 'YYYY-MM')`,
          total: sum(transactions.amount),
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.status, 'lunas'),
            gte(transactions.paidAt, monthStart(now, REVENUE_MONTHS - 1)),
          ),
        )
        .groupBy(sql`1`),
    ]);
    // YYYY-MM of each WIB month, oldest first; the web names them in the reader's language.
    const months = Array.from({ length: REVENUE_MONTHS }, (_, i) =>
      jakartaDate(monthStart(now, REVENUE_MONTHS - 1 - i)).slice(0, 7),
    );
    const byMonth = new Map(perMonth.map((row) => [row.month, Number(row.total ?? 0)]));
    const waitingCount = waiting?.n ?? 0;
    return {
      cards: [
        dashboardCard('billing.revenueThisMonth', {
          value: formatRupiah(Number(revenue?.total ?? 0)),
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
    };
  }

  const [newest] = await db
    .select({
      id: invitations.id,
      slug: invitations.slug,
      content: invitations.content,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.userId, user.id))
    .orderBy(desc(invitations.createdAt))
    .limit(1);
  const [open] = await db
    .select({
      invoiceNumber: transactions.invoiceNumber,
      status: transactions.status,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(
      and(eq(transactions.userId, user.id), inArray(transactions.status, [...OPEN_TRANSACTION_STATUSES])),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  const [paid] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, user.id), eq(transactions.status, 'lunas')));

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
        tone: left === 0 ? 'error' : left <= 3 ? 'warning' : 'default',
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
  return { cards, done: open || (paid?.n ?? 0) > 0 ? ['package'] : [] };
};
