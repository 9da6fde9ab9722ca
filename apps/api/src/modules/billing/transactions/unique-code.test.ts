import { UNIQUE_CODE_MAX, UNIQUE_CODE_MIN } from '@undangin/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { pickUniqueCode } from './unique-code';

/** Every code from `from` to `to`, both included. */
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** random() values at the bottom, the middle and the top of its range [0, 1). */
const DRAWS = [0, 0.5, 0.999_999];

describe('pickUniqueCode: a three-digit code no open transfer of the same price holds', () => {
  it('offers 1 for the lowest draw and 999 for the highest', () => {
    expect(UNIQUE_CODE_MIN).toBe(1);
    expect(UNIQUE_CODE_MAX).toBe(999);
    expect(pickUniqueCode([], () => 0)).toBe(1);
    expect(pickUniqueCode([], () => 0.999_999)).toBe(999);
  });

  it('spreads the draw over all free codes', () => {
    expect(pickUniqueCode([], () => 0.5)).toBe(500);
    expect(pickUniqueCode([], () => 0.25)).toBe(250);
  });

  it('never hands out a code an open transfer holds', () => {
    expect(pickUniqueCode([1], () => 0)).toBe(2);
    expect(pickUniqueCode([999], () => 0.999_999)).toBe(998);
  });

  it('hands out the one code left, whatever the draw', () => {
    const allBut500 = [...codes(1, 499), ...codes(501, 999)];
    for (const draw of DRAWS) expect(pickUniqueCode(allBut500, () => draw)).toBe(500);
    for (const draw of DRAWS) expect(pickUniqueCode(codes(1, 998), () => draw)).toBe(999);
    for (const draw of DRAWS) expect(pickUniqueCode(codes(2, 999), () => draw)).toBe(1);
  });

  it('ignores amounts outside the codes, which hold none of them', () => {
    expect(pickUniqueCode([0, 1000, -5], () => 0)).toBe(1);
    expect(pickUniqueCode([0, 1000, -5], () => 0.999_999)).toBe(999);
  });

  it('answers 503 with Retry-After once every code is taken', () => {
    let refusal: unknown;
    try {
      pickUniqueCode(codes(1, 999), () => 0);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(503);
    expect((refusal as AppError).options.headers).toEqual({ 'retry-after': '300' });
  });

  it('draws with Math.random unless told otherwise', () => {
    for (let run = 0; run < 20; run++) {
      const code = pickUniqueCode([]);
      expect(Number.isInteger(code) && code >= 1 && code <= 999).toBe(true);
    }
  });
});
