import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@undangin/shared';
import type { TDbOrTx } from '../../db/client';
import { insertEmailToken, type TEmailTokenKind, type TUserRow } from './repository';

const HOUR_MS = 60 * 60 * 1000;

export const EMAIL_TOKEN_TTL_MS: Record<TEmailTokenKind, number> = {
  verify_email: EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS,
  reset_password: PASSWORD_RESET_TTL_HOURS * HOUR_MS,
  change_email: EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS,
};

/** Only the SHA-256 of a token is stored: a copy of the database opens no account. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe, for a link in an e-mail. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

/** Stores a new token for the user's current address and returns it in clear, for the mail's link. */
export async function issueEmailToken(
  db: TDbOrTx,
  user: Pick<TUserRow, 'id' | 'email'>,
  kind: TEmailTokenKind,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newEmailToken();
  await insertEmailToken(db, {
    userId: user.id,
    kind,
    tokenHash,
    email: user.email,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[kind]),
    createdAt: now,
  });
  return token;
}
