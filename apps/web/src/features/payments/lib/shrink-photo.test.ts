import { describe, expect, it } from 'vitest';
import { shrunkSize } from './shrink-photo';

describe('shrunkSize', () => {
  it.each([
    ['a 12-megapixel landscape photo', 4000, 3000, { width: 2000, height: 1500 }],
    ['a portrait photo', 3024, 4032, { width: 1500, height: 2000 }],
    ['a tall phone screenshot', 1080, 2400, { width: 900, height: 2000 }],
    ['a photo exactly at the edge', 2000, 1000, { width: 2000, height: 1000 }],
    ['a small screenshot, never enlarged', 720, 1280, { width: 720, height: 1280 }],
    ['a thin strip, kept at least one pixel', 40_000, 4, { width: 2000, height: 1 }],
  ])('brings %s (%i × %i) to a long edge of at most 2000 px', (_name, width, height, expected) => {
    expect(shrunkSize(width, height)).toEqual(expected);
  });

  it('rounds to whole pixels, keeping the proportions', () => {
    expect(shrunkSize(4000, 3001)).toEqual({ width: 2000, height: 1501 });
  });
});
