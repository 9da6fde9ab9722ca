import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreSquare, moveSquare, toCrop, zoomSquare } from './crop';

describe('avatar crop', () => {
  it('starts with the largest centred square', () => {
    expect(centreSquare(800, 600)).toEqual({ x: 100, y: 0, size: 600 });
    expect(centreSquare(300, 400)).toEqual({ x: 0, y: 50, size: 300 });
  });

  it('zooms around the centre and moves without leaving the photo', () => {
    const zoomed = zoomSquare(centreSquare(800, 600), 2, 800, 600);
    expect(zoomed).toEqual({ x: 250, y: 150, size: 300 });
    expect(moveSquare(zoomed, -1000, 1000, 800, 600)).toEqual({ x: 0, y: 300, size: 300 });
  });

  it('always gives whole pixels inside the photo, whatever the zoom and moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 6000 }),
        fc.integer({ min: 16, max: 6000 }),
        fc.double({ min: 1, max: 8, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        (width, height, zoom, dx, dy) => {
          const square = moveSquare(
            zoomSquare(centreSquare(width, height), zoom, width, height),
            dx,
            dy,
            width,
            height,
          );
          const crop = toCrop(square, width, height);
          expect(Number.isInteger(crop.x) && Number.isInteger(crop.y) && Number.isInteger(crop.size)).toBe(
            true,
          );
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.size).toBeLessThanOrEqual(width);
          expect(crop.y + crop.size).toBeLessThanOrEqual(height);
        },
      ),
    );
  });
});
