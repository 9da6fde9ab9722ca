import { derivedKey, sameSignature, sign } from '../../lib/signing';

/**
 * The hidden token of the public page's forms. Plain HTML forms cannot send the XSRF header, so each
 * page carries an HMAC of its slug and a time window; a post is accepted with a token of this window
 * or the two before it (12 to 36 hours), long enough for a page left open on a phone.
 */
const WINDOW_MS = 12 * 60 * 60 * 1000;
const WINDOWS_ACCEPTED = 3;

export type TFormTokens = {
  issue: (slug: string, now: number) => string;
  verify: (slug: string, token: string, now: number) => boolean;
};

export function createFormTokens(secret: string): TFormTokens {
  const key = derivedKey(secret, 'public-form');
  const make = (slug: string, window: number) => `${window.toString(36)}.${sign(key, `${slug}:${window}`)}`;
  // Every page view needs its slug's token: remembered, so an open costs no HMAC.
  const issued = new Map<string, string>();
  return {
    issue(slug, now) {
      const window = Math.floor(now / WINDOW_MS);
      const memo = `${slug}:${window}`;
      let token = issued.get(memo);
      if (!token) {
        if (issued.size >= 10_000) issued.clear();
        token = make(slug, window);
        issued.set(memo, token);
      }
      return token;
    },
    verify(slug, token, now) {
      const match = /^([0-9a-z]{1,12})\.[A-Za-z0-9_-]{22}$/.exec(token);
      if (!match) return false;
      const window = parseInt(match[1]!, 36);
      const current = Math.floor(now / WINDOW_MS);
      if (window > current || window <= current - WINDOWS_ACCEPTED) return false;
      return sameSignature(make(slug, window), token);
    },
  };
}
