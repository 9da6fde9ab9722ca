/**
 * Obvious spam and abuse in Indonesian and English: gambling and loan adverts, which flood public
 * guest books, and swear words. A match only holds the wish for the couple to read first, so the
 * list stays short and a rare false match costs one tap, not a lost wish.
 */
const BLOCKED_WORDS = [
  // Gambling, loans and adult adverts; not "judi" or "toto", which are also names.
  'judol',
  'slot',
  'gacor',
  'maxwin',
  'togel',
  'kasino',
  'casino',
  'jackpot',
  'pinjol',
  'bokep',
  'porno',
  'porn',
  'xxx',
  'viagra',
  // Indonesian abuse.
  'anjing',
  'bangsat',
  'bajingan',
  'kontol',
  'memek',
  'ngentot',
  'goblok',
  'tolol',
  'jancok',
  'kampret',
  'pelacur',
  'lonte',
  // English abuse.
  'fuck',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'whore',
] as const;

const BLOCKED = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BLOCKED_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** An address a guest book should not carry: a scheme, "www.", or a name under a common top-level domain. */
const LINK =
  /https?:\/\/|www\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|id|co|xyz|io|me|ly|info|biz|top|site|online|link|click|shop|vip|cc)\b/i;

/** Whether a wish waits for the couple whatever the plan: it carries a link or a blocked word. */
export function needsReview(message: string): boolean {
  return LINK.test(message) || BLOCKED.test(message);
}
