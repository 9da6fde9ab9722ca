import { randomBytes } from 'node:crypto';

/** 16 random bytes: 128 bits, 22 URL-safe characters, never sequential or guessable. */
export function newGuestCode(): string {
  return randomBytes(16).toString('base64url');
}

/** Personal codes are URL-safe; anything else is not a code and never reaches the database. */
export function isGuestCode(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,100}$/.test(value);
}
