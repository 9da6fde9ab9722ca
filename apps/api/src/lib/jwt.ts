import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@undangin/shared';

export type TAccessClaims = {
  sub: string;
  jti: string;
  /** Issue time in milliseconds: sessions ended in the same second as a new login stay distinguishable. */
  iatMs: number;
  exp: number;
};

export type TJwt = {
  sign: (userId: string, now?: Date) => Promise<{ token: string; claims: TAccessClaims }>;
  /** Null for anything that is not a valid, unexpired HS256 token of ours. */
  verify: (token: string) => Promise<TAccessClaims | null>;
};

/** `clock` is the app's: a token expires on the time everything else reads (tests move it). */
export function createJwt(secret: string, clock: { now: () => Date }): TJwt {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, now = clock.now()) {
      const iatMs = now.getTime();
      const claims: TAccessClaims = {
        sub: userId,
        jti: randomUUID(),
        iatMs,
        exp: Math.floor(iatMs / 1000) + ACCESS_TOKEN_TTL_SECONDS,
      };
      const token = await new SignJWT({ iatMs })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(claims.jti)
        .setIssuedAt(Math.floor(iatMs / 1000))
        .setExpirationTime(claims.exp)
        .sign(key);
      return { token, claims };
    },
    async verify(token) {
      try {
        // Only HS256: an "alg: none" or an RS/HS confusion token never passes.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'jti', 'sub'],
          currentDate: clock.now(),
        });
        if (typeof payload.iatMs !== 'number' || !payload.sub || !payload.jti || !payload.exp) return null;
        return { sub: payload.sub, jti: payload.jti, iatMs: payload.iatMs, exp: payload.exp };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}
