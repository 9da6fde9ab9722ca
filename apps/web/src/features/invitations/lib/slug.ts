/** Slug rules of issue 4: lowercase letters, digits and dashes, 3–60 characters. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

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
 * A slug suggested from the couple's names, nicknames preferred, in the order the couple chose; a
 * name that yields no Latin letters is skipped, and an empty answer means nothing usable was typed.
 */
export function suggestSlug(first: string | undefined, second: string | undefined): string {
  const parts = [first, second].map((name) => firstWord(name ?? '')).filter(Boolean);
  let slug = parts.join('-').slice(0, SLUG_MAX).replace(/-+$/g, '');
  if (slug.length > 0 && slug.length < SLUG_MIN) slug = `${slug}-wedding`;
  return slug;
}

/** The same shape check the server runs first, so the form can warn while typing. */
export function isSlugShapeValid(slug: string): boolean {
  return slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
