import {
  canTransition,
  TRANSACTION_EVENTS,
  TRANSACTION_STATUS_LABELS,
  type TTransactionActor,
  type TTransactionEvent,
} from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { windowPassed } from './payment-window';
import {
  insertEvent,
  lockTransaction,
  updateStatusIf,
  type TTransactionPatch,
  type TTransactionRow,
} from './repository';

export type TActor = { kind: TTransactionActor; id: string | null };

export const INVALID_TRANSITION = 'INVALID_TRANSITION';

/** The clock closing a transaction, not a person: the history names no one. */
export const SYSTEM_ACTOR: TActor = { kind: 'system', id: null };

const VERBS: Record<TTransactionEvent, string> = {
  confirm: 'dikonfirmasi',
  cancel: 'dibatalkan',
  approve: 'disetujui',
  reject: 'ditolak',
  expire: 'dinyatakan kedaluwarsa',
  lapse: 'dinyatakan kedaluwarsa',
};

export type TTransitionInput = {
  id: string;
  event: TTransactionEvent;
  actor: TActor;
  now: Date;
  /** Why, for the history: a rejection's reason, an expiry's cause. */
  note?: string | null;
  /** Other columns that change with the status (paid time, rejection reason, a new window). */
  set?: TTransactionPatch;
  /** A further rule checked on the locked row once the table allows the move; throws to refuse. */
  guard?: (row: TTransactionRow) => void;
};

/**
 * The only way a transaction changes status: the shared table decides, the row is locked so two
 * requests queue, and the history records who and when. Anything the table lacks answers 409.
 */
export async function transition(tx: TDbOrTx, input: TTransitionInput): Promise<TTransactionRow> {
  const current = await lockTransaction(tx, input.id);
  if (!current) throw notFound('Transaksi tidak ditemukan');
  const rule = TRANSACTION_EVENTS[input.event];
  if (!canTransition(current.status, input.event)) {
    throw conflict(
      `Transaksi ${current.invoiceNumber} berstatus ${TRANSACTION_STATUS_LABELS[current.status]}, ` +
        `jadi tidak dapat ${VERBS[input.event]}.`,
      INVALID_TRANSITION,
    );
  }
  input.guard?.(current);
  const updated = await updateStatusIf(tx, current.id, rule.from, {
    ...input.set,
    status: rule.to,
    updatedAt: input.now,
  });
  if (!updated)
    throw conflict('Transaksi baru saja berubah. Muat ulang halaman lalu coba lagi.', INVALID_TRANSITION);
  await insertEvent(tx, {
    transactionId: current.id,
    fromStatus: current.status,
    toStatus: rule.to,
    actorKind: input.actor.kind,
    actorId: input.actor.id,
    note: input.note ?? null,
    createdAt: input.now,
  });
  return updated;
}

/** Closes a transaction whose transfer window passed: on the job's round, or at once when a new purchase needs its place. */
export function expireTransaction(tx: TDbOrTx, id: string, now: Date): Promise<TTransactionRow> {
  return transition(tx, {
    id,
    event: 'expire',
    actor: SYSTEM_ACTOR,
    now,
    note: 'Batas waktu pembayaran lewat',
  });
}

/** A payment confirmed after its window is refused, even before the expiry job has closed it. */
export function assertWithinWindow(row: TTransactionRow, now: Date): void {
  if (windowPassed(row.expiresAt, now)) {
    throw conflict(
      `Batas waktu pembayaran transaksi ${row.invoiceNumber} sudah lewat. Buat transaksi baru dari menu Paket.`,
      INVALID_TRANSITION,
    );
  }
}
