import { describe, expect, it } from 'vitest';
import { contrastRatio, paletteContrastIssues } from './contrast';
import { ZTemplatePalette, ZUpdateTemplateBody } from './schemas';

const READABLE = {
  background: '#f5ecda',
  surface: '#fbf6ea',
  ink: '#3b2415',
  muted: '#6a4a33',
  accent: '#7a4f14',
  accentInk: '#fffaf0',
  line: '#dcc7a1',
  cover: '#2b170d',
  coverInk: '#f6e7c8',
};

describe('palette contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('names the foreground colour that fails on what it is drawn on', () => {
    expect(paletteContrastIssues(READABLE)).toEqual([]);
    expect(paletteContrastIssues({ ...READABLE, surface: '#3b2415' }).map((i) => i.key)).toEqual([
      'ink',
      'muted',
      'accent',
    ]);
    expect(paletteContrastIssues({ ...READABLE, accentInk: '#7a4f14' }).map((i) => i.key)).toEqual([
      'accentInk',
    ]);
    expect(paletteContrastIssues({ ...READABLE, cover: '#f6e7c8' }).map((i) => i.key)).toEqual(['coverInk']);
    // The line is a border, not text.
    expect(paletteContrastIssues({ ...READABLE, line: READABLE.background })).toEqual([]);
  });

  it('refuses an unreadable palette with an Indonesian message on the colour to change', () => {
    const result = ZUpdateTemplateBody.safeParse({ palette: { ...READABLE, coverInk: '#2b170d' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['palette', 'coverInk'],
        message: 'Warna Teks sampul kurang kontras dengan warna Sampul (minimal 4,5:1, WCAG AA)',
      }),
    ]);
    expect(ZTemplatePalette.safeParse(READABLE).success).toBe(true);
  });

  it('leaves a malformed colour to the format message alone', () => {
    const result = ZTemplatePalette.safeParse({ ...READABLE, ink: 'brown' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Warna harus berformat #RRGGBB']);
  });
});
