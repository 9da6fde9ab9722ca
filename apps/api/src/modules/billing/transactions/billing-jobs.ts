import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatRupiah, PLAN_ENDING_SOON_DAYS, TRANSACTION_EVENTS } from '@undangin/shared';
import type { TDb, TDbOrTx } from '../../../db/client';
import { scheduleJob, tryJobLock } from '../../../lib/schedule';
import { notify } from '../../notifications/service';
import { notifyBuyer } from './buyer-notice';
import { formatDate } from './mails';
import { invitationTitle } from './presenter';
import { listActiveAdminIds } from '../../users/repository';
import { listPlanEndsBetween } from '../packages/repository';
import {
  findDueForReminder,
  findExpirable,
  findUnverifiedSince,
  markReminded,
  recordBillingNotice,
} from './repository';
import { reviewPendingConfirmation } from '../payments/repository';
import { expireTransaction, SYSTEM_ACTOR, transition } from './transition';

/** A fixed advisory-lock key: of several processes, one runs the billing jobs at a time. */
const BILLING_JOBS_LOCK = 727_601;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Owners are reminded this long before a transfer window closes. */
const TRANSFER_REMINDER_MS = 3 * HOUR_MS;
/** And this long before an invitation's page goes down. */
const PLAN_REMINDER_MS = PLAN_ENDING_SOON_DAYS * DAY_MS;
/** Ended periods older than this are not announced any more (an install upgraded long after). */
const PLAN_ENDED_LOOKBACK_MS = 7 * DAY_MS;
/**
 * A payment confirmation nobody verified within this many hours expires: it stops holding its unique
 * code and its invitation, and the couple and the administrators are told to settle it by hand.
 */
export const VERIFICATION_EXPIRY_HOURS = 72;
const BATCH = 200;
export const BILLING_JOBS_INTERVAL_MS = 5 * 60 * 1000;

export type TBillingJobsResult = {
  ran: boolean;
  expired: number;
  /** Confirmations that waited for verification past VERIFICATION_EXPIRY_HOURS. */
  lapsed: number;
  reminded: number;
  planNotices: number;
};

/**
 * Expires transactions whose window passed, reminds owners of closing windows and of pages about to go
 * down or gone down. Runs at start-up and every few minutes; the advisory lock makes it run once across
 * processes, and every notice is keyed so none goes out twice.
 */
export async function runBillingJobs(db: TDb, now: Date): Promise<TBillingJobsResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, BILLING_JOBS_LOCK)))
      return { ran: false, expired: 0, lapsed: 0, reminded: 0, planNotices: 0 };
    return {
      ran: true,
      expired: await expireTransactions(tx, now),
      lapsed: await lapseVerifications(tx, now),
      reminded: await remindTransfers(tx, now),
      planNotices: await announcePlanEnds(tx, now),
    };
  });
}

async function expireTransactions(tx: TDbOrTx, now: Date): Promise<number> {
  const due = await findExpirable(tx, TRANSACTION_EVENTS.expire.from, now, BATCH);
  for (const row of due) {
    await expireTransaction(tx, row.id, now);
    await notifyBuyer(tx, row, {
      type: 'payment.expired',
      title: 'Transaksi kedaluwarsa',
      body: `Transaksi ${row.invoiceNumber} kedaluwarsa karena pembayaran tidak kami terima dalam batas waktu. Pilih paket lagi bila masih ingin membeli.`,
      link: '/packages',
    });
  }
  return due.length;
}

async function lapseVerifications(tx: TDbOrTx, now: Date): Promise<number> {
  const due = await findUnverifiedSince(
    tx,
    new Date(now.getTime() - VERIFICATION_EXPIRY_HOURS * HOUR_MS),
    BATCH,
  );
  const admins = due.length > 0 ? await listActiveAdminIds(tx) : [];
  for (const row of due) {
    const note = `Tidak diverifikasi dalam ${VERIFICATION_EXPIRY_HOURS} jam`;
    await transition(tx, { id: row.id, event: 'lapse', actor: SYSTEM_ACTOR, now, note });
    await reviewPendingConfirmation(tx, row.id, {
      status: 'ditolak',
      reviewerId: null,
      at: now,
      reason: note,
    });
    await notifyBuyer(tx, row, {
      type: 'payment.unverified',
      title: 'Konfirmasi pembayaran belum diverifikasi',
      body:
        `Maaf, konfirmasi pembayaran ${row.invoiceNumber} belum kami verifikasi dalam ${VERIFICATION_EXPIRY_HOURS} jam, ` +
        'jadi transaksinya kami tutup. Bila Anda sudah mentransfer, tim kami akan menghubungi Anda untuk ' +
        'mengaktifkan paket atau mengembalikan dana. Anda juga bisa memilih paket lagi di menu Paket.',
      link: '/transactions',
    });
    for (const admin of admins) {
      await notify(tx, admin, {
        type: 'payment.unverified',
        title: 'Konfirmasi pembayaran kedaluwarsa tanpa verifikasi',
        body:
          `Konfirmasi ${row.invoiceNumber} sebesar ${formatRupiah(row.amount)} menunggu lebih dari ` +
          `${VERIFICATION_EXPIRY_HOURS} jam dan ditutup otomatis. Periksa mutasi rekening; bila dananya masuk, ` +
          'hubungi pemiliknya untuk aktivasi atau pengembalian dana.',
        link: `/admin/transactions?status=kedaluwarsa&q=${encodeURIComponent(row.invoiceNumber)}`,
      });
    }
  }
  return due.length;
}

async function remindTransfers(tx: TDbOrTx, now: Date): Promise<number> {
  const due = await findDueForReminder(tx, now, new Date(now.getTime() + TRANSFER_REMINDER_MS), BATCH);
  let sent = 0;
  for (const row of due) {
    if (!(await markReminded(tx, row.id, now)) || !row.userId) continue;
    await notify(tx, row.userId, {
      type: 'payment.expiring',
      title: 'Segera selesaikan pembayaran',
      body:
        `Transfer ${formatRupiah(row.amount)} untuk ${row.invoiceNumber} lalu kirim konfirmasinya ` +
        `sebelum ${timeOf(row.expiresAt)} WIB, atau transaksi akan kedaluwarsa.`,
      link: '/transactions',
    });
    sent++;
  }
  return sent;
}

const TIME = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const timeOf = (date: Date) => TIME.format(date);

/** A page's period is announced twice: a few days before it ends, and once it has ended. */
const PLAN_NOTICES = [
  {
    key: 'plan-ending',
    window: (now: Date) => [now, new Date(now.getTime() + PLAN_REMINDER_MS)] as const,
    type: 'plan.expiring',
    title: 'Masa aktif undangan segera berakhir',
    body: (invitation: string, end: Date) =>
      `Undangan ${invitation} aktif hingga ${formatDate(end)}. Perpanjang atau tingkatkan paket di menu Paket agar tamu tetap bisa membukanya.`,
  },
  {
    key: 'plan-ended',
    window: (now: Date) => [new Date(now.getTime() - PLAN_ENDED_LOOKBACK_MS), now] as const,
    type: 'plan.expired',
    title: 'Masa aktif undangan telah berakhir',
    body: (invitation: string) =>
      `Halaman undangan ${invitation} tidak bisa dibuka tamu lagi. Perpanjang masa aktifnya dengan memilih paket di menu Paket.`,
  },
];

async function announcePlanEnds(tx: TDbOrTx, now: Date): Promise<number> {
  let sent = 0;
  for (const notice of PLAN_NOTICES) {
    const [from, to] = notice.window(now);
    for (const plan of await listPlanEndsBetween(tx, from, to, BATCH)) {
      const end = new Date(plan.active_until);
      if (!(await recordBillingNotice(tx, `${notice.key}:${plan.id}:${end.toISOString()}`, now))) continue;
      await notify(tx, plan.user_id, {
        type: notice.type,
        title: notice.title,
        body: notice.body(invitationTitle(plan.slug, plan.content), end),
        link: `/packages?invitationId=${plan.id}`,
      });
      sent++;
    }
  }
  return sent;
}

/** The start-up run; the schedule below keeps it going. */
export async function runBillingJobsAtStartup(app: FastifyInstance): Promise<void> {
  await runLogged(app.db, app.clock.now(), app.log);
}

async function runLogged(db: TDb, now: Date, log: FastifyBaseLogger): Promise<void> {
  const result = await runBillingJobs(db, now);
  if (result.expired || result.lapsed || result.reminded || result.planNotices)
    log.info(result, 'billing jobs ran');
}

/** Runs the jobs every few minutes while the server is up; stops with it. */
export function scheduleBillingJobs(app: FastifyInstance): void {
  scheduleJob(app, 'billing jobs', BILLING_JOBS_INTERVAL_MS, () =>
    runLogged(app.db, app.clock.now(), app.log),
  );
}
