import { jakartaDate } from '@undangin/shared';
import type { TDbOrTx } from '../../../db/client';
import { nextInvoiceSequence } from './repository';

/** The day an Indonesian invoice is dated by: Jakarta's, as YYYYMMDD. */
export function invoiceDay(now: Date): string {
  return jakartaDate(now).replace(/-/g, '');
}

export function formatInvoiceNumber(day: string, sequence: number): string {
  return `INV/${day}/${String(sequence).padStart(4, '0')}`;
}

/** The next invoice number of the day, INV/YYYYMMDD/NNNN. */
export async function nextInvoiceNumber(tx: TDbOrTx, now: Date): Promise<string> {
  const day = invoiceDay(now);
  return formatInvoiceNumber(day, await nextInvoiceSequence(tx, day));
}
