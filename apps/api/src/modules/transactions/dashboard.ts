import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import {
  formatRupiah,
  OPEN_TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type TDashboardCard,
} from '@undangin/shared';
import { invitations, transactions } from '../../db/schema';
import type { TDashboardContributor } from '../dashboard/contributor';
import { daysLeft, resolvePlan } from '../packages/plan';
import { invitationTitle } from './presenter';

/** Months are counted in Western Indonesia time, like invoices. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const REVENUE_MONTHS = 6;
const MONTHS = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The first instant of the WIB month `back` months before the one `now` falls in. */
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
    const months = Array.from({ length: REVENUE_MONTHS }, (_, i) => {
      const start = new Date(monthStart(now, REVENUE_MONTHS - 1 - i).getTime() + WIB_OFFSET_MS);
      return { key: start.toISOString().slice(0, 7), label: MONTHS.format(start) };
    });
    const byMonth = new Map(perMonth.map((row) => [row.month, Number(row.total ?? 0)]));
    const waitingCount = waiting?.n ?? 0;
    return {
      cards: [
        {
          key: 'billing.revenueThisMonth',
          label: 'Pendapatan bulan ini',
          value: formatRupiah(Number(revenue?.total ?? 0)),
          tone: 'success',
          link: '/admin/transactions?status=lunas',
        },
        {
          key: 'billing.waitingVerification',
          label: 'Pembayaran menunggu verifikasi',
          value: waitingCount,
          tone: waitingCount > 0 ? 'warning' : 'default',
          link: '/admin/transactions?status=menunggu_verifikasi',
        },
      ],
      charts: [
        {
          key: 'billing.revenue',
          label: 'Pendapatan per bulan (Rp)',
          type: 'bar',
          categories: months.map((m) => m.label),
          series: [{ label: 'Pendapatan', data: months.map((m) => byMonth.get(m.key) ?? 0) }],
        },
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

  const cards: TDashboardCard[] = [];
  if (newest) {
    const plan = await resolvePlan(db, newest);
    const left = daysLeft(plan.activeUntil, now);
    cards.push(
      {
        key: 'billing.package',
        label: 'Paket undangan',
        value: plan.package.name,
        hint: invitationTitle(newest.slug, newest.content),
        link: `/packages?invitationId=${newest.id}`,
      },
      {
        key: 'billing.daysLeft',
        label: 'Sisa masa aktif (hari)',
        value: left,
        hint: left === 0 ? 'Masa aktif berakhir: perpanjang di menu Paket' : undefined,
        tone: left === 0 ? 'error' : left <= 3 ? 'warning' : 'default',
        link: `/packages?invitationId=${newest.id}`,
      },
    );
  }
  if (open) {
    cards.push({
      key: 'billing.openTransaction',
      label: TRANSACTION_STATUS_LABELS[open.status],
      value: open.invoiceNumber,
      hint: formatRupiah(open.amount),
      tone: open.status === 'ditolak' ? 'error' : 'warning',
      link: '/transactions',
    });
  }
  return { cards, done: open || (paid?.n ?? 0) > 0 ? ['package'] : [] };
};
