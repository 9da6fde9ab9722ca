import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCRIPT } from './client-script';
import { DEMO_CONTENT } from './demo/content';
import { getTemplate, TEMPLATE_IDS } from './registry';
import { renderGuestPage } from './test/support';

/** The page budget of issue 4, asserted on bytes: HTML + CSS + JS ≤ 50 KB gzipped, the script ≤ 20 KB. */
describe('size budget', () => {
  it('keeps the page script small', () => {
    expect(Buffer.byteLength(CLIENT_SCRIPT)).toBeLessThan(6 * 1024);
    expect(gzipSync(CLIENT_SCRIPT).length).toBeLessThan(20 * 1024);
  });

  it.each(TEMPLATE_IDS)('keeps the demo page of %s under 50 KB gzipped', (templateId) => {
    const html = renderGuestPage({
      templateId,
      content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
    });
    const gzipped = gzipSync(html).length;
    expect(gzipped).toBeLessThanOrEqual(50 * 1024);
    expect(html).toContain(CLIENT_SCRIPT);
  });

  it.each(TEMPLATE_IDS)(
    'keeps the page of %s under 50 KB gzipped with a record palette and fonts',
    (templateId) => {
      const palette = { ...getTemplate(templateId).meta.palette, line: '#7f7f7f' };
      const html = renderGuestPage({
        templateId,
        content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
        theme: { palette, fonts: { display: 'Playfair Display', body: 'Cormorant Garamond' } },
      });
      expect(html).toContain('--line:#7f7f7f');
      expect(gzipSync(html).length).toBeLessThanOrEqual(50 * 1024);
    },
  );
});
