import { TRANSACTION_TTL_HOURS, type TTransactionStatus } from '@undangin/shared';
import { later } from '../../../lib/instants';

/**
 * The window a transaction's money must arrive in: TRANSACTION_TTL_HOURS from the order, renewed by a
 * rejection. Pure rules, so the boundaries are tested without a database; the expiry job closes what
 * passed its window, and these answer correctly before it has run.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The end of a window opened now. */
export function windowFrom(now: Date): Date {
  return new Date(now.getTime() + TRANSACTION_TTL_HOURS * HOUR_MS);
}

/** A rejection gives a fresh window for a correct confirmation, never a shorter one than was left. */
export function windowAfterRejection(expiresAt: Date, now: Date): Date {
  return later(expiresAt, windowFrom(now));
}

/** Passed from its last instant on: a confirmation sent at `expiresAt` is already late. */
export function windowPassed(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/**
 * Whether an invitation's open transaction stops a second purchase. One waiting for verification does
 * until an administrator (or the lapse job) decides; the others only until their window passed.
 */
export function blocksNewPurchase(open: { status: TTransactionStatus; expiresAt: Date }, now: Date): boolean {
  return open.status === 'menunggu_verifikasi' || !windowPassed(open.expiresAt, now);
}
