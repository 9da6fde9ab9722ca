import { describe, expect, it } from 'vitest';
import { ZSlug } from '@undangin/shared/invitations/schemas';
import { slugify, suggestSlug, suggestSlugForCouple } from './slug';

const accepted = (slug: string) => ZSlug.safeParse(slug).success;

describe('suggestSlug', () => {
  it('joins the first words of both names in the given order', () => {
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

  it('makes a too short or reserved result acceptable to the server', () => {
    expect(suggestSlug('Al', '')).toBe('al-wedding');
    expect(suggestSlug('Admin', '')).toBe('admin-wedding');
    expect(accepted(suggestSlug('Al', ''))).toBe(true);
    expect(accepted(suggestSlug('Admin', ''))).toBe(true);
  });

  it('stays within 60 characters without a trailing dash', () => {
    const slug = suggestSlug('a'.repeat(40), 'b'.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(accepted(slug)).toBe(true);
  });
});

describe('suggestSlugForCouple', () => {
  it('prefers nicknames and follows which name comes first', () => {
    const couple = {
      bride: { fullName: 'Rina Ayu Lestari', nickname: 'Ayu' },
      groom: { fullName: 'Budi Santoso' },
    };
    expect(suggestSlugForCouple(couple)).toBe('ayu-budi');
    expect(suggestSlugForCouple({ ...couple, whichFirst: 'groom' })).toBe('budi-ayu');
    expect(suggestSlugForCouple(undefined)).toBe('');
  });
});

describe('slugify', () => {
  it('turns free text into a slug the server accepts', () => {
    expect(slugify('Rina & Budi 2026')).toBe('rina-dan-budi-2026');
    expect(accepted('rina-dan-budi-2026')).toBe(true);
  });
});
