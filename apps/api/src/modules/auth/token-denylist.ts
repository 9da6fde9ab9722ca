import type { Redis } from 'ioredis';
import type { TDb } from '../../db/client';
import { denyToken, isTokenDenied } from './repository';

export type TTokenDenylist = {
  add: (jti: string, expiresAtSeconds: number) => Promise<void>;
  has: (jti: string) => Promise<boolean>;
};

/**
 * Logged-out tokens, kept until they would have expired anyway. In Redis when there is one, so every
 * API process sees a logout at once; in the database otherwise.
 */
export function createTokenDenylist(db: TDb, redis: Redis | null, prefix: string): TTokenDenylist {
  if (redis) {
    return {
      async add(jti, exp) {
        const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
        await redis.set(`${prefix}denylist:${jti}`, '1', 'EX', ttl);
      },
      async has(jti) {
        return (await redis.exists(`${prefix}denylist:${jti}`)) === 1;
      },
    };
  }
  return {
    add: (jti, exp) => denyToken(db, jti, new Date(exp * 1000), new Date()),
    has: (jti) => isTokenDenied(db, jti),
  };
}
