import { UNIQUE_CODE_MAX, UNIQUE_CODE_MIN } from '@undangin/shared';
import { AppError } from '../../../lib/errors';

/**
 * A free three-digit code, picked at random among those no open transaction of the same price holds:
 * the transferred amount then names one transaction. The partial unique index on open amounts settles
 * two picks racing for one code.
 */
export function pickUniqueCode(taken: readonly number[], random: () => number = Math.random): number {
  const used = new Set(taken);
  const free: number[] = [];
  for (let code = UNIQUE_CODE_MIN; code <= UNIQUE_CODE_MAX; code++) if (!used.has(code)) free.push(code);
  if (free.length === 0) {
    throw new AppError(
      503,
      'Sedang banyak transaksi yang menunggu pembayaran. Coba lagi beberapa menit lagi.',
      { headers: { 'retry-after': '300' } },
    );
  }
  return free[Math.floor(random() * free.length)]!;
}
