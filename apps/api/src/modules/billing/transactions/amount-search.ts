import { MAX_RUPIAH, parseRupiahInput, UNIQUE_CODE_MAX } from '@undangin/shared';

/**
 * The amount a transaction search names ("150.123", "Rp 150.123"), when it is one a transfer can ask
 * for: a whole rupiah from 0 up to the largest price plus the largest unique code. A larger one
 * matches nothing, and past the column's integer range PostgreSQL would refuse the whole query.
 */
export function searchedAmount(q: string | undefined): number | undefined {
  // parseRupiahInput answers a number only for whole digits, so a number here is a whole rupiah.
  const amount = q ? parseRupiahInput(q) : undefined;
  return typeof amount === 'number' && amount >= 0 && amount <= MAX_RUPIAH + UNIQUE_CODE_MAX
    ? amount
    : undefined;
}
