import { RESERVED_SLUGS, SLUG_MAX, SLUG_MIN } from '@undangin/shared/invitations/schemas';

/** Turns any text into slug characters: accents and apostrophes dropped, anything else a single dash. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first word of a name, which is how couples usually appear in a link ("rina-budi"). */
function firstWord(name: string): string {
  return slugify(name).split('-')[0] ?? '';
}

/**
 * A slug suggested from the couple's names, in the order the couple chose; a name that yields no
 * Latin letters is skipped, and an empty answer means nothing usable was typed. A result too short
 * or reserved gets "-wedding" so it still passes the server's rules.
 */
export function suggestSlug(first: string | undefined, second: string | undefined): string {
  const parts = [first, second].map((name) => firstWord(name ?? '')).filter(Boolean);
  let slug = parts.join('-').slice(0, SLUG_MAX).replace(/-+$/g, '');
  if (slug.length > 0 && (slug.length < SLUG_MIN || RESERVED_SLUGS.includes(slug))) slug = `${slug}-wedding`;
  return slug;
}

type TNamed = { nickname?: string; fullName?: string } | undefined;

/** The suggestion for a couple as the editor holds it: nicknames first, in the chosen order. */
export function suggestSlugForCouple(couple: { bride?: TNamed; groom?: TNamed; whichFirst?: 'bride' | 'groom' } | undefined): string {
  const name = (person: TNamed) => person?.nickname?.trim() || person?.fullName?.trim() || '';
  const bride = name(couple?.bride);
  const groom = name(couple?.groom);
  return couple?.whichFirst === 'groom' ? suggestSlug(groom, bride) : suggestSlug(bride, groom);
}
