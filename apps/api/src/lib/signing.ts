import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashes for values the server hands out and later checks without storing them. Each purpose
 * gets its own key derived from the one secret, so a value made for one purpose never passes another.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`undangin:${purpose}`).digest();
}

export function sign(key: Buffer, value: string, length = 22): string {
  return createHmac('sha256', key).update(value).digest('base64url').slice(0, length);
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The editor's preview shows a draft's files with this token; published files need none. */
export function createMediaSigner(secret: string) {
  const key = derivedKey(secret, 'media');
  return {
    token: (invitationId: string) => sign(key, invitationId),
    verify: (invitationId: string, token: string) => sameSignature(sign(key, invitationId), token),
  };
}
