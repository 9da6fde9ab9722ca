/** The driver's error under drizzle's wrapper: both pg and PGlite report SQLSTATE and the constraint. */
function driverError(err: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** True when the error is a unique violation, of the named index when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = driverError(err);
  if (found?.code !== '23505') return false;
  return !constraint || found.constraint === constraint;
}
