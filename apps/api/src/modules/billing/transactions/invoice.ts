import { jakartaDate } from '@undangin/shared';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { invoiceCounters } from '../../../db/schema';

/** The day an Indonesian invoice is dated by: Jakarta's, as YYYYMMDD. */
export function invoiceDay(now: Date): string {
  return jakartaDate(now).replace(/-/g, '');
}

export function formatInvoiceNumber(day: string, sequence: number): string {
  return `INV/${day}/${String(sequence).padStart(4, '0')}`;
}

/**
 * The next invoice number of the day, INV/YYYYMMDD/NNNN. One upsert counts, so two processes never hand
 * out the same number; a rolled-back purchase gives its number back.
 */
export async function nextInvoiceNumber(tx: TDbOrTx, now: Date): Promise<string> {
  const day = invoiceDay(now);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.day, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return formatInvoiceNumber(day, row!.last);
}
