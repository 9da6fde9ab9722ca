import { describe, expect, it } from 'vitest';
import { isSlugShapeValid, slugify, suggestSlug } from './slug';

describe('suggestSlug', () => {
  it('joins the first words of both names in the chosen order', () => {
    expect(suggestSlug('Rina Ayu Lestari', 'Budi Santoso')).toBe('rina-budi');
    expect(suggestSlug('Budi', 'Rina')).toBe('budi-rina');
  });

  it('drops accents, apostrophes and symbols', () => {
    expect(suggestSlug('Zoë', "Ma'ruf")).toBe('zoe-maruf');
    expect(suggestSlug('  ANDRÉ!! ', '@siti_nur')).toBe('andre-siti');
  });

  it('uses the one name there is, and nothing when no usable letters were typed', () => {
    expect(suggestSlug('Rina', '')).toBe('rina');
    expect(suggestSlug(undefined, 'Budi')).toBe('budi');
    expect(suggestSlug('', undefined)).toBe('');
    expect(suggestSlug('عائشة', '')).toBe('');
  });

  it('pads a slug shorter than 3 characters so it is still acceptable', () => {
    expect(suggestSlug('Al', '')).toBe('al-wedding');
    expect(isSlugShapeValid(suggestSlug('Al', ''))).toBe(true);
  });

  it('stays within 60 characters without a trailing dash', () => {
    const slug = suggestSlug('a'.repeat(40), 'b'.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(isSlugShapeValid(slug)).toBe(true);
  });
});

describe('slugify and isSlugShapeValid', () => {
  it('turns free text into a valid slug', () => {
    expect(slugify('Rina & Budi 2026')).toBe('rina-dan-budi-2026');
    expect(isSlugShapeValid('rina-dan-budi-2026')).toBe(true);
  });

  it('refuses what the server refuses by shape', () => {
    expect(isSlugShapeValid('ab')).toBe(false);
    expect(isSlugShapeValid('Rina-Budi')).toBe(false);
    expect(isSlugShapeValid('rina--budi')).toBe(false);
    expect(isSlugShapeValid('-rina')).toBe(false);
    expect(isSlugShapeValid('a'.repeat(61))).toBe(false);
  });
});
