import { randomBytes } from 'node:crypto';

/** 16 random bytes: 128 bits, 22 URL-safe characters, never sequential or guessable. */
export function newGuestCode(): string {
  return randomBytes(16).toString('base64url');
}

const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What a scanned QR or a typed code names: the QR holds the personal link (so a phone camera opens the
 * invitation), and the code is its last path segment; a bare code is taken as it is.
 */
export function codeFromScan(scanned: string): string | null {
  const text = scanned.trim();
  if (CODE.test(text)) return text;
  try {
    const url = new URL(text);
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments.length === 3 && segments[0] === 'u' && CODE.test(segments[2]!)) return segments[2]!;
  } catch {
    return null;
  }
  return null;
}

/** Personal codes are URL-safe; anything else is not a code and never reaches the database. */
export function isGuestCode(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,100}$/.test(value);
}
