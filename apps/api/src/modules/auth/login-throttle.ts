import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { TThrottlePolicy, TThrottleStore } from './throttle-store';

const MINUTE_MS = 60 * 1000;

/** Issue 2: five failures for one account within 15 minutes block it for 1 minute, doubling up to 15. */
export const ACCOUNT_POLICY: TThrottlePolicy = {
  threshold: 5,
  windowMs: 15 * MINUTE_MS,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: 15 * MINUTE_MS,
};

/** The same for one address, across every account tried from it. */
export const ADDRESS_POLICY: TThrottlePolicy = { ...ACCOUNT_POLICY, threshold: 20 };

export type TLoginThrottle = {
  /** Refuses with 429 and Retry-After while the account or the address is blocked. */
  assertAllowed: (email: string, ip: string, now: Date) => Promise<void>;
  recordFailure: (email: string, ip: string, now: Date) => Promise<void>;
  /** A success forgives the account's failures; the address keeps its count. */
  recordSuccess: (email: string) => Promise<void>;
};

/** Keys never hold the address in clear, so the counters store no personal data. */
const accountKey = (email: string) => `login:account:${createHash('sha256').update(email).digest('hex')}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

export function createLoginThrottle(store: TThrottleStore): TLoginThrottle {
  return {
    async assertAllowed(email, ip, now) {
      const blockedUntil = await store.blockedUntil([accountKey(email), addressKey(ip)]);
      const waitMs = blockedUntil - now.getTime();
      if (waitMs <= 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(429, `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`, {
        headers: { 'retry-after': String(seconds) },
      });
    },
    async recordFailure(email, ip, now) {
      await store.recordFailure(accountKey(email), now.getTime(), ACCOUNT_POLICY);
      await store.recordFailure(addressKey(ip), now.getTime(), ADDRESS_POLICY);
    },
    async recordSuccess(email) {
      await store.clear(accountKey(email));
    },
  };
}
