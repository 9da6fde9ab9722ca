import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '@undangin/shared/constants';
import { AA_TEXT, contrastRatio, mix } from './contrast';
import { createAppTheme, paletteFor, PRIMARY_CHOICES, SELECTED_TINT } from './theme';

describe('colour and contrast', () => {
  it('shows that the brand colours with white text fail AA, as the issue says', () => {
    expect(contrastRatio(BRAND_COLORS.primary, '#FFFFFF')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(BRAND_COLORS.secondary, '#FFFFFF')).toBeLessThan(AA_TEXT);
  });

  it.each(['light', 'dark'] as const)('keeps the brand and gives AA text on and around it in %s', (mode) => {
    for (const brand of PRIMARY_CHOICES) {
      const colors = paletteFor(mode, brand);
      expect(colors.brand).toBe(brand);
      expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(AA_TEXT);
      for (const bg of [colors.surfaces.default, colors.surfaces.paper]) {
        expect(contrastRatio(colors.primary.main, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(colors.secondary.main, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(contrastRatio(colors.primary.contrastText, colors.primary.main)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(['light', 'dark'] as const)('keeps primary text AA on its own selected tint in %s', (mode) => {
    for (const brand of PRIMARY_CHOICES) {
      const colors = paletteFor(mode, brand);
      for (const bg of [colors.surfaces.default, colors.surfaces.paper]) {
        for (const tone of [colors.primary.main, colors.secondary.main]) {
          expect(contrastRatio(tone, mix(bg, tone, SELECTED_TINT))).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
    }
  });

  it.each(['light', 'dark'] as const)(
    'gives the status colours AA as text and under their ink in %s',
    (mode) => {
      const colors = paletteFor(mode, BRAND_COLORS.primary);
      for (const status of [colors.error, colors.warning, colors.info, colors.success]) {
        for (const bg of [colors.surfaces.default, colors.surfaces.paper]) {
          expect(contrastRatio(status.main, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        }
        expect(contrastRatio(status.contrastText, status.main)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('puts dark ink on the teal and uses a darker teal for text in light mode', () => {
    const light = paletteFor('light', BRAND_COLORS.primary);
    expect(light.onBrand).not.toBe('#FFFFFF');
    expect(light.primary.main).not.toBe(BRAND_COLORS.primary);
    const dark = paletteFor('dark', BRAND_COLORS.primary);
    expect(dark.primary.main).toBe(BRAND_COLORS.primary);
  });

  it('builds a right-to-left theme for Arabic', () => {
    expect(createAppTheme({ mode: 'light', skin: 'default', direction: 'rtl' }).direction).toBe('rtl');
  });
});
