import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('steps the axis in round amounts up to the largest value', () => {
    expect(niceTicks(500_997)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(niceTicks(1_250_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('counts people in whole steps', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
  });

  it('gives an empty chart an axis of 0 and 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
