import { describe, expect, it } from 'vitest';
import { formatRupiah, MAX_RUPIAH, rupiah } from './money';

describe('formatRupiah', () => {
  it('writes whole rupiah with dots between thousands', () => {
    expect(formatRupiah(150123)).toBe('Rp 150.123');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
  });

  it('puts the sign before the symbol', () => {
    expect(formatRupiah(-50000)).toBe('-Rp 50.000');
  });
});

describe('rupiah', () => {
  it('refuses fractions and negative amounts with Indonesian messages', () => {
    const schema = rupiah('Harga');
    expect(schema.safeParse(150000).success).toBe(true);
    expect(schema.safeParse(1500.5).error?.issues[0]?.message).toBe(
      'Harga harus bilangan bulat rupiah tanpa desimal',
    );
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('Harga tidak boleh negatif');
  });
});

describe('rupiah: the bounds', () => {
  const schema = rupiah('Harga');

  it('takes 0 and the largest amount, refuses one rupiah past it', () => {
    expect(schema.safeParse(0).success).toBe(true);
    expect(schema.safeParse(MAX_RUPIAH).success).toBe(true);
    expect(schema.safeParse(MAX_RUPIAH + 1).error?.issues[0]?.message).toBe(
      'Harga maksimal Rp 1.000.000.000',
    );
  });

  it('refuses what is not a number with its own message', () => {
    expect(schema.safeParse('150000').error?.issues[0]?.message).toBe('Harga harus berupa angka');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Harga harus berupa angka');
  });
});
