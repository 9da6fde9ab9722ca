import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  eventStartUtc,
  formatRupiah,
  invitationTimeZone,
  lastEvent,
  pageEndWarning,
  PLAN_ENDING_SOON_DAYS,
  TRANSACTION_EVENTS,
  type TInvitationContentDraft,
} from '@undangin/shared';
import type { TDb, TDbOrTx } from '../../../db/client';
import { scheduleJob, tryJobLock } from '../../../lib/schedule';
import type { TMail, TMailer } from '../../../plugins/mail';
import { findUserById } from '../../auth/repository';
import { eventName } from '../../invitations/presenter';
import { notify } from '../../notifications/service';
import { notifyBuyer } from './buyer-notice';
import { formatDate, planEndingMail } from './mails';
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
  /** Mails to owners whose page stops within a week or a day. */
  planMails: number;
};

/** What the jobs use of the app: the database, and the mailer with the address its links start with. */
export type TBillingJobsDeps = {
  db: TDb;
  mailer: TMailer;
  appUrl: string;
  log: FastifyBaseLogger;
};

export function billingJobsDeps(app: FastifyInstance): TBillingJobsDeps {
  return { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log };
}

/**
 * Expires transactions whose window passed, reminds owners of closing windows and of pages about to go
 * down or gone down. Runs at start-up and every few minutes; the advisory lock makes it run once across
 * processes, and every notice is keyed so none goes out twice. Mails go after the commit, so a rolled
 * back run never announces anything.
 */
export async function runBillingJobs(deps: TBillingJobsDeps, now: Date): Promise<TBillingJobsResult> {
  const mails: TMail[] = [];
  const result = await deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, BILLING_JOBS_LOCK)))
      return { ran: false, expired: 0, lapsed: 0, reminded: 0, planNotices: 0, planMails: 0 };
    return {
      ran: true,
      expired: await expireTransactions(tx, now),
      lapsed: await lapseVerifications(tx, now),
      reminded: await remindTransfers(tx, now),
      planNotices: await announcePlanEnds(tx, now),
      planMails: await writePlanMails(tx, now, deps.appUrl, mails),
    };
  });
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err, to: mail.to, subject: mail.subject }, 'billing mail could not be sent');
    }
  }
  return result;
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

/**
 * The owner is mailed a week and a day before the page stops, once each for a given end: a page first
 * seen with less than a day left gets only the last mail, never both at once.
 */
const PLAN_MAILS = [
  { key: 'plan-mail-week', lastDay: false, window: (now: Date) => [addMs(now, DAY_MS), addMs(now, 7 * DAY_MS)] as const },
  { key: 'plan-mail-day', lastDay: true, window: (now: Date) => [now, addMs(now, DAY_MS)] as const },
];

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

async function writePlanMails(tx: TDbOrTx, now: Date, appUrl: string, mails: TMail[]): Promise<number> {
  let written = 0;
  for (const notice of PLAN_MAILS) {
    const [from, to] = notice.window(now);
    for (const plan of await listPlanEndsBetween(tx, from, to, BATCH)) {
      const end = new Date(plan.active_until);
      if (!(await recordBillingNotice(tx, `${notice.key}:${plan.id}:${end.toISOString()}`, now))) continue;
      const owner = await findUserById(tx, plan.user_id);
      // A suspended account cannot sign in to extend anything.
      if (owner?.status !== 'active') continue;
      const events = (plan.content as TInvitationContentDraft).events ?? [];
      const warning = pageEndWarning(end, events, now);
      const last = lastEvent(events);
      mails.push(
        planEndingMail({
          to: owner.email,
          name: owner.name,
          invitationTitle: invitationTitle(plan.slug, plan.content),
          activeUntil: end,
          timeZone: invitationTimeZone(events),
          lastDay: notice.lastDay,
          warning:
            warning && last
              ? {
                  kind: warning,
                  eventName: eventName(last),
                  eventStart: new Date(eventStartUtc(last)!),
                  eventZone: last.timeZone!,
                }
              : null,
          link: `${appUrl}/packages?invitationId=${plan.id}`,
        }),
      );
      written++;
    }
  }
  return written;
}

/** The start-up run; the schedule below keeps it going. */
export async function runBillingJobsAtStartup(app: FastifyInstance): Promise<void> {
  await runLogged(billingJobsDeps(app), app.clock.now());
}

async function runLogged(deps: TBillingJobsDeps, now: Date): Promise<void> {
  const result = await runBillingJobs(deps, now);
  if (result.expired || result.lapsed || result.reminded || result.planNotices || result.planMails)
    deps.log.info(result, 'billing jobs ran');
}

/** Runs the jobs every few minutes while the server is up; stops with it. */
export function scheduleBillingJobs(app: FastifyInstance): void {
  const deps = billingJobsDeps(app);
  scheduleJob(app, 'billing jobs', BILLING_JOBS_INTERVAL_MS, () => runLogged(deps, app.clock.now()));
}
