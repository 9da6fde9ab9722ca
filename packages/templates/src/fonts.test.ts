import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, TEMPLATE_FONTS, fontFaceCss } from './fonts';
import { TEMPLATES, TEMPLATE_IDS } from './registry';

const require = createRequire(import.meta.url);

describe('fonts', () => {
  it('ships every woff2 file a template names, latin only', () => {
    for (const font of FONT_FILES.values()) {
      expect(existsSync(require.resolve(font.path)), font.path).toBe(true);
      expect(font.file).toMatch(/-latin-\d00-(normal|italic)\.woff2$/);
    }
  });

  it('uses one or two weights per family and its own families per template', () => {
    for (const id of TEMPLATE_IDS) {
      const families = new Map<string, Set<number>>();
      for (const font of TEMPLATE_FONTS[id])
        families.set(font.family, (families.get(font.family) ?? new Set()).add(font.weight));
      for (const [family, weights] of families)
        expect(weights.size, `${id} ${family}`).toBeLessThanOrEqual(2);
    }
    const pairs = new Set(TEMPLATE_IDS.map((id) => TEMPLATE_FONTS[id].map((font) => font.family).join('+')));
    expect(pairs.size).toBe(TEMPLATE_IDS.length);
  });

  it('writes swap @font-face rules pointing at the given base URL', () => {
    const css = fontFaceCss('rustik', '/fonts/');
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain(
      "font-family:'Parisienne';font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/parisienne-latin-400-normal.woff2)",
    );
    expect(css).toContain('unicode-range:U+0000-00FF');
  });
});

describe('the collection', () => {
  it('has six templates with their own look, thumbnail and tier', () => {
    expect(TEMPLATES).toHaveLength(6);
    expect(new Set(TEMPLATES.map((template) => template.category)).size).toBe(6);
    expect(new Set(TEMPLATES.map((template) => template.palette.background)).size).toBe(6);
    expect(TEMPLATES.some((template) => template.tier === 'free')).toBe(true);
    expect(TEMPLATES.some((template) => template.tier === 'premium')).toBe(true);
    for (const template of TEMPLATES) {
      expect(template.thumbnail).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(template.thumbnail).not.toMatch(/<script|on\w+=|href=/i);
      expect(template.slug).toBe(template.id);
    }
  });
});
