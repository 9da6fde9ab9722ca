import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

/** Western Indonesia time (UTC+7): the day an Indonesian invoice is dated by. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export function invoiceDay(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
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
