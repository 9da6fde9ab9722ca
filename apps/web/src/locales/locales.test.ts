import { describe, expect, it } from 'vitest';
import { LOCALES } from '@undangin/shared/constants';

/**
 * Every language has the same keys as Indonesian, the default, so no screen falls back silently.
 * Plural forms differ by language (Indonesian has one, English two, Arabic six), so a key counts
 * once whatever plural suffixes it carries.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)))];
}

const namespaces = [...new Set(Object.keys(files).map((p) => /\/([^/]+)\.json$/.exec(p)?.[1]))];

describe('locales', () => {
  it.each(namespaces.filter((ns) => ns !== 'validation'))('%s has the same keys in every language', (ns) => {
    const reference = keysOf(files[`./id/${ns}.json`]).sort();
    for (const lang of LOCALES) {
      expect(keysOf(files[`./${lang}/${ns}.json`]).sort(), `${lang}/${ns}`).toEqual(reference);
    }
  });

  it('keeps the spec sentence as the Indonesian dashboard subtitle', () => {
    expect((files['./id/dashboard.json'] as { subtitle: string }).subtitle).toBe(
      'Atur daftar tamu dan sebar undangan pernikahanmu',
    );
  });
});
