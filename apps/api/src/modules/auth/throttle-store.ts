import type { Redis } from 'ioredis';

/** How failures turn into blocks for one kind of key (an account, an address). */
export type TThrottlePolicy = {
  /** The failure that starts the first block. */
  threshold: number;
  windowMs: number;
  firstBlockMs: number;
  maxBlockMs: number;
};

export type TThrottleState = { failures: number; windowStartedAt: number; blockedUntil: number };

/**
 * One more failure. Failures count within a window that starts at the first one; reaching the threshold
 * blocks for the first block time, doubling with each further failure up to the maximum. A block
 * restarts the window at its end, so failing again right after a block keeps doubling, while a quiet
 * window forgets everything: there is no permanent lockout.
 */
export function nextFailureState(
  previous: TThrottleState | null,
  now: number,
  policy: TThrottlePolicy,
): TThrottleState {
  const lapsed = !previous || now > previous.windowStartedAt + policy.windowMs;
  const failures = lapsed ? 1 : previous.failures + 1;
  if (failures < policy.threshold) {
    return { failures, windowStartedAt: lapsed ? now : previous.windowStartedAt, blockedUntil: 0 };
  }
  const blockMs = Math.min(policy.firstBlockMs * 2 ** (failures - policy.threshold), policy.maxBlockMs);
  return { failures, windowStartedAt: now + blockMs, blockedUntil: now + blockMs };
}

export type TThrottleStore = {
  /** The latest end of a block among the keys, in epoch milliseconds; 0 when none is blocked. */
  blockedUntil: (keys: string[]) => Promise<number>;
  recordFailure: (key: string, now: number, policy: TThrottlePolicy) => Promise<TThrottleState>;
  clear: (key: string) => Promise<void>;
};

/** The same rule as nextFailureState, run inside Redis so concurrent failures are counted exactly. */
const RECORD_FAILURE_LUA = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local threshold = tonumber(ARGV[3])
local firstBlockMs = tonumber(ARGV[4])
local maxBlockMs = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'failures', 'windowStartedAt')
local failures = tonumber(state[1])
local windowStartedAt = tonumber(state[2])
if failures == nil or windowStartedAt == nil or now > windowStartedAt + windowMs then
  failures = 0
  windowStartedAt = now
end
failures = failures + 1
local blockedUntil = 0
if failures >= threshold then
  blockedUntil = now + math.min(firstBlockMs * 2 ^ (failures - threshold), maxBlockMs)
  windowStartedAt = blockedUntil
end
redis.call('HSET', KEYS[1], 'failures', failures,
  'windowStartedAt', string.format('%.0f', windowStartedAt), 'blockedUntil', string.format('%.0f', blockedUntil))
redis.call('PEXPIRE', KEYS[1], math.max(1, windowStartedAt + windowMs - now))
return { failures, string.format('%.0f', windowStartedAt), string.format('%.0f', blockedUntil) }
`;

/** Counters shared by every API process through Redis. */
export function createRedisThrottleStore(redis: Redis, prefix: string): TThrottleStore {
  const redisKey = (key: string) => `${prefix}throttle:${key}`;
  return {
    async blockedUntil(keys) {
      const values = await Promise.all(keys.map((key) => redis.hget(redisKey(key), 'blockedUntil')));
      return Math.max(0, ...values.map((v) => Number(v ?? 0)));
    },
    async recordFailure(key, now, policy) {
      const [failures, windowStartedAt, blockedUntil] = (await redis.eval(
        RECORD_FAILURE_LUA,
        1,
        redisKey(key),
        now,
        policy.windowMs,
        policy.threshold,
        policy.firstBlockMs,
        policy.maxBlockMs,
      )) as [number, string, string];
      return { failures, windowStartedAt: Number(windowStartedAt), blockedUntil: Number(blockedUntil) };
    },
    async clear(key) {
      await redis.del(redisKey(key));
    },
  };
}
