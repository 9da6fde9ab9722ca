import { MAX_RUPIAH, UNIQUE_CODE_MAX } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { searchedAmount } from './amount-search';

describe('searchedAmount: a search that names an amount a transfer can ask for', () => {
  it('reads amounts as people write them', () => {
    expect(searchedAmount('150123')).toBe(150_123);
    expect(searchedAmount('150.123')).toBe(150_123);
    expect(searchedAmount('Rp 150.123')).toBe(150_123);
  });

  it('takes 0 and the largest price plus the largest code, not a rupiah more', () => {
    expect(searchedAmount('0')).toBe(0);
    expect(searchedAmount(String(MAX_RUPIAH + UNIQUE_CODE_MAX))).toBe(1_000_000_999);
    expect(searchedAmount(String(MAX_RUPIAH + UNIQUE_CODE_MAX + 1))).toBeUndefined();
  });

  it('names no amount for a negative number', () => {
    expect(searchedAmount('-1')).toBeUndefined();
  });

  it('names no amount for words, an invoice number or nothing', () => {
    expect(searchedAmount('budi')).toBeUndefined();
    expect(searchedAmount('INV/20260301/0001')).toBeUndefined();
    expect(searchedAmount('')).toBeUndefined();
    expect(searchedAmount('1e3')).toBeUndefined();
    expect(searchedAmount('150,5')).toBeUndefined();
    expect(searchedAmount(undefined)).toBeUndefined();
  });
});
