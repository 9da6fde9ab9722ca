import type { Redis } from 'ioredis';

/**
 * How many streams one screen link holds open at once, counted across every API process: in Redis
 * when it is configured (one sorted set per link, each stream a member whose score is when it lapses
 * unless renewed, so a process that died frees its places by itself), in this process otherwise (one
 * process on PGlite).
 */
type TStreamSlots = {
  take: (screenId: string, streamId: string) => Promise<boolean>;
  renew: (screenId: string, streamIds: string[]) => Promise<void>;
  release: (screenId: string, streamId: string) => Promise<void>;
};

/** Drops the lapsed members, then adds this one if there is room, in one step no other process splits. */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export function createStreamSlots(
  redis: Redis | null,
  prefix: string,
  perLink: number,
  lapseMs: number,
): TStreamSlots {
  if (!redis) {
    const open = new Map<string, Set<string>>();
    return {
      async take(screenId, streamId) {
        const set = open.get(screenId) ?? new Set<string>();
        if (set.size >= perLink) return false;
        set.add(streamId);
        open.set(screenId, set);
        return true;
      },
      async renew() {},
      async release(screenId, streamId) {
        const set = open.get(screenId);
        set?.delete(streamId);
        if (set?.size === 0) open.delete(screenId);
      },
    };
  }
  const key = (screenId: string) => `${prefix}screen-streams:${screenId}`;
  return {
    async take(screenId, streamId) {
      const now = Date.now();
      const taken = await redis.eval(TAKE, 1, key(screenId), now, now + lapseMs, perLink, streamId, lapseMs);
      return taken === 1;
    },
    async renew(screenId, streamIds) {
      const lapses = Date.now() + lapseMs;
      await redis
        .multi()
        .zadd(key(screenId), 'XX', ...streamIds.flatMap((id) => [lapses, id]))
        .pexpire(key(screenId), lapseMs)
        .exec();
    },
    async release(screenId, streamId) {
      await redis.zrem(key(screenId), streamId);
    },
  };
}
