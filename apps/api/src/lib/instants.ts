/** The later of two instants. A tie has one answer either way, so no comparison has to pick a side. */
export function later(a: Date, b: Date): Date {
  return new Date(Math.max(a.getTime(), b.getTime()));
}
