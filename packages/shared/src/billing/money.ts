import { z } from 'zod';

/** The largest amount the product handles; well above any package price and inside a 32-bit integer. */
export const MAX_RUPIAH = 1_000_000_000;

const ID_NUMBER = new Intl.NumberFormat('id-ID');

/**
 * Whole rupiah as Indonesians read it: "Rp 150.123". The digits come from Intl id-ID; the symbol is
 * written with a plain space so the text matches what users type and search for.
 */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${ID_NUMBER.format(Math.abs(Math.round(amount)))}`;
}

/** Money is whole rupiah everywhere: an integer, never a fraction. */
export function rupiah(label: string) {
  return z
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat rupiah tanpa desimal`)
    .min(0, `${label} tidak boleh negatif`)
    .max(MAX_RUPIAH, `${label} maksimal ${formatRupiah(MAX_RUPIAH)}`);
}
