import { eq, inArray, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { nextFailureState, type TThrottleState, type TThrottleStore } from './throttle-store';

/** Counters in the login_throttle table when there is no Redis. */
export function createDatabaseThrottleStore(db: TDb): TThrottleStore {
  return {
    async blockedUntil(keys) {
      const rows = await db
        .select({ blockedUntil: loginThrottle.blockedUntil })
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, keys));
      return Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
    },
    async recordFailure(key, now, policy) {
      return db.transaction(async (tx) => {
        // Rows whose window lapsed long ago are only clutter; the rule treats them as absent anyway.
        await tx
          .delete(loginThrottle)
          .where(lt(loginThrottle.windowStartedAt, new Date(now - 2 * policy.windowMs)));
        await tx
          .insert(loginThrottle)
          .values({ key, failures: 0, windowStartedAt: new Date(now) })
          .onConflictDoNothing();
        const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
        const previous = row && row.failures > 0 ? toState(row) : null;
        const next = nextFailureState(previous, now, policy);
        await tx
          .update(loginThrottle)
          .set({
            failures: next.failures,
            windowStartedAt: new Date(next.windowStartedAt),
            blockedUntil: next.blockedUntil ? new Date(next.blockedUntil) : null,
          })
          .where(eq(loginThrottle.key, key));
        return next;
      });
    },
    async clear(key) {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}

function toState(row: typeof loginThrottle.$inferSelect): TThrottleState {
  return {
    failures: row.failures,
    windowStartedAt: row.windowStartedAt.getTime(),
    blockedUntil: row.blockedUntil?.getTime() ?? 0,
  };
}
