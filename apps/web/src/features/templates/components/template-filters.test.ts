import { describe, expect, it } from 'vitest';
import { applyTemplateFilter } from './template-filters';

const templates = [
  { name: 'Jawa Klasik', category: 'Tradisional', tier: 'free' as const },
  { name: 'Minimalis', category: 'Modern', tier: 'free' as const },
  { name: 'Elegan Gelap', category: 'Elegan', tier: 'premium' as const },
  { name: 'Geometri Islami', category: 'Islami', tier: 'premium' as const },
];

describe('applyTemplateFilter', () => {
  it('shows everything without a filter, in the collection order', () => {
    expect(applyTemplateFilter(templates, { category: '', tier: 'all' }).map((t) => t.name)).toEqual(templates.map((t) => t.name));
  });

  it('narrows by tier and by category, together', () => {
    expect(applyTemplateFilter(templates, { category: '', tier: 'premium' }).map((t) => t.name)).toEqual(['Elegan Gelap', 'Geometri Islami']);
    expect(applyTemplateFilter(templates, { category: 'Modern', tier: 'all' }).map((t) => t.name)).toEqual(['Minimalis']);
    expect(applyTemplateFilter(templates, { category: 'Modern', tier: 'premium' })).toEqual([]);
  });
});
