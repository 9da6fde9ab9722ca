/**
 * Round steps for a value axis from 0 to at least `max`: 0, 200 000, 400 000, 600 000 rather than
 * 0, 167 000, 334 000, 501 000. About `count` steps; an empty chart still gets 0 and 1.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  // Whole numbers (people, rupiah) never get fractional steps.
  const whole = Math.max(1, step);
  const top = Math.ceil(max / whole) * whole;
  return Array.from({ length: Math.round(top / whole) + 1 }, (_, i) => i * whole);
}
