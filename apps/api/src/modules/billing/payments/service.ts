import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  canTransition,
  formatRupiah,
  TRANSACTION_STATUS_LABELS,
  ZPaymentConfirmationFields,
  ZPaymentListQuery,
  type TPaymentConfirmationList,
  type TPaymentDetail,
} from '@undangin/shared';
import type { z } from 'zod';
import type { TDb, TDbOrTx } from '../../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors';
import type { TAuthUser } from '../../auth/plugin';
import type { TStorage, TStoredFile } from '../../../plugins/storage';
import { notify } from '../../notifications/service';
import { listActiveAdminIds } from '../../users/repository';
import { findTransactionView } from '../transactions/repository';
import { detailOf } from '../transactions/service';
import { assertWithinWindow, INVALID_TRANSITION, transition } from '../transactions/transition';
import { toConfirmation } from './presenter';
import { normaliseProof } from './proof';
import * as repo from './repository';
import { transferDateError } from './transfer-date';

export type TPaymentsContext = {
  db: TDb;
  actor: TAuthUser;
  now: Date;
  storage: TStorage;
  log: FastifyBaseLogger;
};

export type TConfirmationUpload = { fields: Record<string, string>; proof: Buffer | null };

const isAdmin = (user: TAuthUser) => user.role === 'admin';

/** Zod's issues as the API's per-field errors. */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * The owner's payment confirmation: the transfer's details and its proof. The proof is checked and
 * re-encoded before anything is written; the status change and the record are one database transaction.
 */
export async function confirmPayment(
  ctx: TPaymentsContext,
  transactionId: string,
  upload: TConfirmationUpload,
): Promise<TPaymentDetail> {
  const view = await findTransactionView(ctx.db, transactionId);
  if (!view || (view.transaction.userId !== ctx.actor.id && !isAdmin(ctx.actor))) {
    throw notFound('Transaksi tidak ditemukan');
  }
  const transaction = view.transaction;
  if (transaction.userId !== ctx.actor.id) {
    throw forbidden('Hanya pemilik transaksi yang dapat mengirim konfirmasi pembayaran');
  }
  // Refused before the upload is processed: nothing to verify is stored for a closed transaction.
  if (!canTransition(transaction.status, 'confirm')) {
    throw conflict(
      `Transaksi ${transaction.invoiceNumber} berstatus ${TRANSACTION_STATUS_LABELS[transaction.status]}, jadi tidak dapat dikonfirmasi.`,
      INVALID_TRANSITION,
    );
  }
  assertWithinWindow(transaction, ctx.now);

  const parsed = ZPaymentConfirmationFields.safeParse(upload.fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const dateError = parsed.success
    ? transferDateError(parsed.data.transferDate, transaction.createdAt, ctx.now)
    : null;
  if (dateError) errors.transferDate = [dateError];
  if (!upload.proof) errors.proof = ['Bukti transfer wajib diunggah.'];
  if (Object.keys(errors).length > 0 || !parsed.success || !upload.proof) throw invalid(errors);

  const proof = await normaliseProof(upload.proof);
  const key = `payment-proofs/${transaction.id}/${randomUUID()}.${proof.ext}`;
  await ctx.storage.put(key, proof.body, proof.mime);
  let confirmationId: string;
  try {
    confirmationId = await ctx.db.transaction(async (tx) => {
      await transition(tx, {
        id: transaction.id,
        event: 'confirm',
        actor: { kind: 'owner', id: ctx.actor.id },
        now: ctx.now,
        guard: (row) => assertWithinWindow(row, ctx.now),
      });
      const row = await repo.insertConfirmation(tx, {
        transactionId: transaction.id,
        userId: ctx.actor.id,
        bankName: parsed.data.bankName,
        accountHolder: parsed.data.accountHolder,
        amount: parsed.data.amount,
        transferDate: parsed.data.transferDate,
        proofKey: key,
        proofMime: proof.mime,
        proofSize: proof.body.length,
        createdAt: ctx.now,
      });
      await tellAdministrators(tx, {
        invoiceNumber: transaction.invoiceNumber,
        amount: parsed.data.amount,
        user: ctx.actor,
      });
      return row.id;
    });
  } catch (err) {
    await ctx.storage
      .delete(key)
      .catch((cleanup: unknown) => ctx.log.warn({ err: cleanup }, 'orphan proof left'));
    throw err;
  }
  return getPayment(ctx, confirmationId);
}

/** Administrators learn in the app that a transfer waits for them. */
async function tellAdministrators(
  tx: TDbOrTx,
  input: { invoiceNumber: string; amount: number; user: { id: string; name: string } },
): Promise<void> {
  for (const adminId of await listActiveAdminIds(tx)) {
    await notify(tx, adminId, {
      type: 'payment.submitted',
      title: 'Konfirmasi pembayaran baru',
      body: `${input.user.name} mengonfirmasi transfer ${formatRupiah(input.amount)} untuk ${input.invoiceNumber}.`,
      link: `/admin/transactions?status=menunggu_verifikasi&q=${encodeURIComponent(input.invoiceNumber)}`,
      aboutUserId: input.user.id,
    });
  }
}

async function requireVisible(ctx: TPaymentsContext, id: string): Promise<repo.TConfirmationWithTransaction> {
  const found = await repo.findConfirmation(ctx.db, id);
  if (!found || (found.transaction.userId !== ctx.actor.id && !isAdmin(ctx.actor))) {
    throw notFound('Konfirmasi pembayaran tidak ditemukan');
  }
  return found;
}

export async function getPayment(ctx: TPaymentsContext, id: string): Promise<TPaymentDetail> {
  const found = await requireVisible(ctx, id);
  const view = (await findTransactionView(ctx.db, found.transaction.id))!;
  return { ...toConfirmation(found), transaction: await detailOf(ctx.db, view) };
}

/** The caller's confirmations and their outcomes (Riwayat Pembayaran). */
export async function listPayments(
  ctx: TPaymentsContext,
  query: z.output<typeof ZPaymentListQuery>,
): Promise<TPaymentConfirmationList> {
  const { rows, total } = await repo.listConfirmationsOfUser(ctx.db, {
    userId: ctx.actor.id,
    status: query.status,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { data: rows.map(toConfirmation), total, page: query.page, perPage: query.perPage };
}

export type TProofDownload = { file: TStoredFile; mime: string; filename: string };

/** The proof's bytes, for the owner and administrators only. */
export async function getProof(ctx: TPaymentsContext, id: string): Promise<TProofDownload> {
  const found = await requireVisible(ctx, id);
  const file = await ctx.storage.get(found.confirmation.proofKey);
  if (!file) throw notFound('Berkas bukti transfer tidak ditemukan');
  const ext = found.confirmation.proofMime === 'application/pdf' ? 'pdf' : 'jpg';
  return {
    file,
    mime: found.confirmation.proofMime,
    filename: `bukti-transfer-${found.transaction.invoiceNumber.replace(/\//g, '-')}.${ext}`,
  };
}
