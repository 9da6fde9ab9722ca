import { jakartaDate, latestIndonesianDate } from '@undangin/shared';

/**
 * What is wrong with a confirmation's transfer date (YYYY-MM-DD), or null. It may not be later than
 * today anywhere in Indonesia (WIT, the easternmost zone, so no owner's "today" is refused), nor
 * earlier than the day in Jakarta the transaction was made: no transfer pays an order before it exists.
 */
export function transferDateError(transferDate: string, orderedAt: Date, now: Date): string | null {
  if (transferDate > latestIndonesianDate(now)) return 'Tanggal transfer tidak boleh setelah hari ini';
  if (transferDate < jakartaDate(orderedAt)) return 'Tanggal transfer tidak boleh sebelum transaksi dibuat';
  return null;
}
