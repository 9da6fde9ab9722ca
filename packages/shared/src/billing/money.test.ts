import { describe, expect, it } from 'vitest';
import { formatRupiah, rupiah } from './money';

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
