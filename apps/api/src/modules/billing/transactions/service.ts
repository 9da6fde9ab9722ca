import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODES,
  MAX_OPEN_TRANSACTIONS_PER_ACCOUNT,
  UNIQUE_CODE_MAX,
  UNIQUE_CODE_MIN,
  type TTransactionCreate,
  type TTransactionDetail,
  type TTransactionList,
  ZTransactionListQuery,
} from '@undangin/shared';
import type { z } from 'zod';
import type { TDb, TDbOrTx } from '../../../db/client';
import { AppError, conflict, forbidden, invalid, notFound } from '../../../lib/errors';
import type { TAuthUser } from '../../auth/plugin';
import type { TEventBus } from '../../../plugins/events';
import type { TMailer } from '../../../plugins/mail';
import { recordActorAudit } from '../../audit/service';
import { requireAccess } from '../../invitations/access';
import { notifyBuyer } from './buyer-notice';
import { isUniqueViolation } from '../../../db/errors';
import { resolvePlan } from '../../invitations/entitlements';
import { findInvitationForPlan, findPackage } from '../packages/repository';
import { paymentMethod } from '../payments/methods';
import { lockUser } from '../../users/repository';
import { toConfirmation } from '../payments/presenter';
import { listConfirmationsOfTransaction, reviewPendingConfirmation } from '../payments/repository';
import { searchedAmount } from './amount-search';
import { nextInvoiceNumber } from './invoice';
import { paymentRejectedMail, paymentVerifiedMail } from './mails';
import { toHistoryEntry, toTransaction } from './presenter';
import { blocksNewPurchase, windowAfterRejection, windowFrom } from './payment-window';
import { quote } from './pricing';
import * as repo from './repository';
import { settle } from './settlement';
import { expireTransaction, transition } from './transition';
import { pickUniqueCode } from './unique-code';

export type TTransactionsContext = {
  db: TDb;
  actor: TAuthUser;
  now: Date;
  mailer: TMailer;
  appUrl: string;
  log: FastifyBaseLogger;
  events: TEventBus;
};

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
const CODE_ATTEMPTS = 5;

const isAdmin = (user: TAuthUser) => user.role === 'admin';

/** The owner and administrators see a transaction; anyone else is told it does not exist. */
async function requireVisible(ctx: TTransactionsContext, id: string): Promise<repo.TTransactionView> {
  const view = await repo.findTransactionView(ctx.db, id);
  if (!view || (view.transaction.userId !== ctx.actor.id && !isAdmin(ctx.actor))) {
    throw notFound('Transaksi tidak ditemukan');
  }
  return view;
}

export async function detailOf(db: TDbOrTx, view: repo.TTransactionView): Promise<TTransactionDetail> {
  const [events, confirmations] = await Promise.all([
    repo.listEvents(db, view.transaction.id),
    listConfirmationsOfTransaction(db, view.transaction.id),
  ]);
  return {
    ...toTransaction(view),
    history: events.map(toHistoryEntry),
    confirmations: confirmations.map(toConfirmation),
  };
}

export async function getTransaction(ctx: TTransactionsContext, id: string): Promise<TTransactionDetail> {
  return detailOf(ctx.db, await requireVisible(ctx, id));
}

/* ------------------------------------------------------------------ creating */

export type TCreateResult = { transaction: TTransactionDetail; replayed: boolean };

/**
 * Chooses a package for an invitation: a transaction with its invoice number, unique code, the accounts
 * to transfer to and a 24-hour window. The same Idempotency-Key answers with the first transaction.
 */
export async function createTransaction(
  ctx: TTransactionsContext,
  body: TTransactionCreate,
  idempotencyKey: string | undefined,
): Promise<TCreateResult> {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw invalid({
      'Idempotency-Key': ['Idempotency-Key harus 8–200 karakter: huruf, angka, titik, titik dua, - atau _'],
    });
  }
  if (idempotencyKey) {
    const earlier = await repo.findByIdempotencyKey(ctx.db, ctx.actor.id, idempotencyKey);
    if (earlier) return replay(ctx, earlier, body);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await ctx.db.transaction((tx) => insertPurchase(tx, ctx, body, idempotencyKey));
      const view = (await repo.findTransactionView(ctx.db, id))!;
      return { transaction: await detailOf(ctx.db, view), replayed: false };
    } catch (err) {
      // A concurrent request with the same key may have committed first: its purchase then shows
      // here as the key's unique violation or as the invitation's open transaction; both replay it.
      if (idempotencyKey) {
        const earlier = await repo.findByIdempotencyKey(ctx.db, ctx.actor.id, idempotencyKey);
        if (earlier) return replay(ctx, earlier, body);
      }
      if (isUniqueViolation(err, 'transactions_open_invitation_unique')) {
        const open = await repo.findOpenForInvitation(ctx.db, body.invitationId);
        throw openTransactionExists(open?.invoiceNumber);
      }
      // Two purchases of one price drew the same free code at once: draw again.
      if (isUniqueViolation(err, 'transactions_open_amount_unique') && attempt < CODE_ATTEMPTS) continue;
      throw err;
    }
  }
}

async function replay(
  ctx: TTransactionsContext,
  earlier: repo.TTransactionRow,
  body: TTransactionCreate,
): Promise<TCreateResult> {
  if (earlier.invitationId !== body.invitationId || earlier.packageId !== body.packageId) {
    throw invalid({
      'Idempotency-Key': ['Kunci ini sudah dipakai untuk pembelian lain. Muat ulang halaman lalu coba lagi.'],
    });
  }
  const view = (await repo.findTransactionView(ctx.db, earlier.id))!;
  return { transaction: await detailOf(ctx.db, view), replayed: true };
}

function openTransactionExists(invoiceNumber: string | undefined): AppError {
  return conflict(
    `Undangan ini masih punya transaksi ${invoiceNumber ?? ''} yang belum selesai. ` +
      'Lanjutkan pembayarannya, atau batalkan dulu untuk memilih paket lain.',
    'OPEN_TRANSACTION',
  );
}

async function insertPurchase(
  tx: TDbOrTx,
  ctx: TTransactionsContext,
  body: TTransactionCreate,
  idempotencyKey: string | undefined,
): Promise<string> {
  const { now } = ctx;
  // A purchase is for the buyer's own invitation, administrators included.
  const invitation = requireAccess(ctx.actor, await findInvitationForPlan(tx, body.invitationId), {
    reach: 'owner',
  });
  const target = await findPackage(tx, body.packageId);
  if (!target) throw invalid({ packageId: ['Paket tidak ditemukan'] });

  if (!isAdmin(ctx.actor)) {
    await lockUser(tx, ctx.actor.id);
    if ((await repo.countOpenOfUser(tx, ctx.actor.id, now)) >= MAX_OPEN_TRANSACTIONS_PER_ACCOUNT) {
      throw conflict(
        `Anda masih punya ${MAX_OPEN_TRANSACTIONS_PER_ACCOUNT} transaksi yang belum selesai, batas untuk satu akun. ` +
          'Selesaikan pembayarannya atau batalkan salah satunya di menu Transaksi sebelum memilih paket lagi.',
        ERROR_CODES.limitReached,
      );
    }
  }

  const open = await repo.findOpenForInvitation(tx, invitation.id);
  if (open) {
    // A window that passed before the job ran no longer blocks a new purchase.
    if (blocksNewPurchase(open, now)) throw openTransactionExists(open.invoiceNumber);
    await expireTransaction(tx, open.id, now);
  }

  const price = quote(await resolvePlan(tx, invitation), target, now);
  const method = paymentMethod('bank_transfer');
  const { transferAccounts } = await method.prepare(tx);
  const base = price.packagePrice - price.credit;
  const taken = await repo.openAmountsBetween(tx, base + UNIQUE_CODE_MIN, base + UNIQUE_CODE_MAX);
  const uniqueCode = pickUniqueCode(taken.map((amount) => amount - base));
  const row = await repo.insertTransaction(tx, {
    invoiceNumber: await nextInvoiceNumber(tx, now),
    userId: ctx.actor.id,
    invitationId: invitation.id,
    packageId: target.id,
    previousPackageId: price.previousPackageId,
    packagePrice: price.packagePrice,
    credit: price.credit,
    creditDays: price.creditDays,
    uniqueCode,
    amount: base + uniqueCode,
    paymentMethod: method.id,
    transferAccounts,
    idempotencyKey: idempotencyKey ?? null,
    expiresAt: windowFrom(now),
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertEvent(tx, {
    transactionId: row.id,
    fromStatus: null,
    toStatus: row.status,
    actorKind: 'owner',
    actorId: ctx.actor.id,
    createdAt: now,
  });
  return row.id;
}

/* ------------------------------------------------------------------- listing */

type TListQuery = z.output<typeof ZTransactionListQuery>;

async function list(
  ctx: TTransactionsContext,
  query: TListQuery,
  userId?: string,
): Promise<TTransactionList> {
  const { rows, total } = await repo.listTransactionViews(ctx.db, {
    userId,
    status: query.status,
    q: query.q || undefined,
    amount: searchedAmount(query.q),
    sortBy: query.sortBy,
    orderBy: query.orderBy,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { data: rows.map(toTransaction), total, page: query.page, perPage: query.perPage };
}

/** The caller's own transactions (administrators' too). */
export function listOwnTransactions(ctx: TTransactionsContext, query: TListQuery): Promise<TTransactionList> {
  return list(ctx, query, ctx.actor.id);
}

/** Every transaction, for the administrators' verification screen. */
export function listAllTransactions(ctx: TTransactionsContext, query: TListQuery): Promise<TTransactionList> {
  return list(ctx, query);
}

/* ------------------------------------------------------------- state changes */

/** The owner gives up before paying (or after a rejection). */
export async function cancelTransaction(ctx: TTransactionsContext, id: string): Promise<TTransactionDetail> {
  const view = await requireVisible(ctx, id);
  if (view.transaction.userId !== ctx.actor.id) {
    throw forbidden('Hanya pemilik transaksi yang dapat membatalkannya');
  }
  await ctx.db.transaction((tx) =>
    transition(tx, { id, event: 'cancel', actor: { kind: 'owner', id: ctx.actor.id }, now: ctx.now }),
  );
  return getTransaction(ctx, id);
}

/**
 * Approval, in one database transaction: paid, package activated, confirmation accepted, audit entry
 * and notification. The mail goes after the commit, so a rollback never announces a payment.
 */
export async function approveTransaction(ctx: TTransactionsContext, id: string): Promise<TTransactionDetail> {
  const settled = await ctx.db.transaction(async (tx) => {
    const result = await settle(tx, {
      id,
      event: 'approve',
      actor: { kind: 'admin', id: ctx.actor.id },
      now: ctx.now,
    });
    await reviewPendingConfirmation(tx, id, { status: 'diterima', reviewerId: ctx.actor.id, at: ctx.now });
    return result;
  });
  const detail = await getTransaction(ctx, id);
  // The page reads its plan again, so a renewed page is back up at once.
  if (detail.invitation) ctx.events.emit('invitation.changed', { slug: detail.invitation.slug });
  await mailBuyer(ctx, detail, (buyer) =>
    paymentVerifiedMail({
      ...buyer,
      invoiceNumber: detail.invoiceNumber,
      amount: detail.amount,
      packageName: settled.package.name,
      invitationTitle: detail.invitation?.title ?? '',
      activeUntil: settled.activeUntil,
      link: `${ctx.appUrl}/transactions`,
    }),
  );
  return detail;
}

/** A rejection gives the owner a fresh 24-hour window to send a correct confirmation. */
export async function rejectTransaction(
  ctx: TTransactionsContext,
  id: string,
  reason: string,
): Promise<TTransactionDetail> {
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findTransaction(tx, id);
    if (!current) throw notFound('Transaksi tidak ditemukan');
    const rejected = await transition(tx, {
      id,
      event: 'reject',
      actor: { kind: 'admin', id: ctx.actor.id },
      now,
      note: reason,
      set: { rejectionReason: reason, expiresAt: windowAfterRejection(current.expiresAt, now) },
    });
    await reviewPendingConfirmation(tx, id, { status: 'ditolak', reviewerId: ctx.actor.id, at: now, reason });
    await recordActorAudit(tx, ctx, {
      action: 'transaction.reject',
      subjectType: 'transaction',
      subjectId: id,
      before: { status: current.status },
      after: { status: rejected.status, reason },
    });
    await notifyBuyer(tx, rejected, {
      type: 'payment.rejected',
      title: 'Konfirmasi pembayaran ditolak',
      body: `Konfirmasi ${rejected.invoiceNumber} ditolak: ${reason}. Kirim konfirmasi ulang sebelum batas waktunya.`,
      link: '/transactions',
    });
  });
  const detail = await getTransaction(ctx, id);
  await mailBuyer(ctx, detail, (buyer) =>
    paymentRejectedMail({
      ...buyer,
      invoiceNumber: detail.invoiceNumber,
      reason,
      expiresAt: new Date(detail.expiresAt),
      link: `${ctx.appUrl}/payments?transactionId=${detail.id}`,
    }),
  );
  return detail;
}

/**
 * Mails the buyer of a decision, when the account still exists. The decision stands whatever the mail
 * server says; a failed mail is logged, the notification remains.
 */
async function mailBuyer(
  ctx: TTransactionsContext,
  detail: TTransactionDetail,
  write: (buyer: { to: string; name: string }) => Parameters<TMailer['send']>[0],
): Promise<void> {
  if (!detail.user) return;
  const mail = write({ to: detail.user.email, name: detail.user.name });
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, to: mail.to, subject: mail.subject }, 'billing mail could not be sent');
  }
}
