/** A square of the photo, in the photo's own pixels (as the browser shows it, EXIF rotation applied). */
export type TSquare = { x: number; y: number; size: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest centred square: what "no crop" means on the server too. */
export function centreSquare(width: number, height: number): TSquare {
  const size = Math.min(width, height);
  return { x: (width - size) / 2, y: (height - size) / 2, size };
}

/** Zooming keeps the square's centre where it was, as far as the photo's edges allow. */
export function zoomSquare(square: TSquare, zoom: number, width: number, height: number): TSquare {
  const size = Math.min(width, height) / clamp(zoom, 1, 8);
  const cx = square.x + square.size / 2;
  const cy = square.y + square.size / 2;
  return {
    size,
    x: clamp(cx - size / 2, 0, width - size),
    y: clamp(cy - size / 2, 0, height - size),
  };
}

/** Moves the square by a distance in photo pixels, never past an edge. */
export function moveSquare(square: TSquare, dx: number, dy: number, width: number, height: number): TSquare {
  return {
    size: square.size,
    x: clamp(square.x + dx, 0, width - square.size),
    y: clamp(square.y + dy, 0, height - square.size),
  };
}

/** Whole pixels for the API, still inside the photo. */
export function toCrop(square: TSquare, width: number, height: number): TSquare {
  const size = Math.max(1, Math.floor(Math.min(square.size, width, height)));
  return {
    size,
    x: clamp(Math.round(square.x), 0, width - size),
    y: clamp(Math.round(square.y), 0, height - size),
  };
}
