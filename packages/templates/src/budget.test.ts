import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCRIPT } from './client-script';
import { DEMO_CONTENT } from './demo/content';
import { renderHomePage, type THomePackage } from './home/home-page';
import { getTemplate, TEMPLATE_IDS, TEMPLATES } from './registry';
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

  // The largest households: 20 members answering per session, or one member and 19 plus-ones to name.
  it.each([
    ['20 members', 20],
    ['19 plus-ones', 1],
  ] as const)('keeps a household page with %s under 50 KB gzipped', (_label, count) => {
    for (const templateId of TEMPLATE_IDS) {
      const members = Array.from({ length: count }, (_, i) => ({
        id: `m${i + 1}`,
        name: `Anggota Keluarga ${i + 1}`,
      }));
      const html = renderGuestPage({
        templateId,
        content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
        guest: { name: 'Keluarga Bapak Harto', code: 'kode-keluarga', quota: 20, members },
      });
      expect(html).toContain('name="member.');
      expect(gzipSync(html).length).toBeLessThanOrEqual(50 * 1024);
    }
  });

  it('keeps the page of one person with 19 plus-ones to name under 50 KB gzipped', () => {
    for (const templateId of TEMPLATE_IDS) {
      const html = renderGuestPage({
        templateId,
        content: { ...DEMO_CONTENT, music: { key: 'u1/lagu', mime: 'audio/mpeg' } },
        guest: { name: 'Budi Santoso', code: 'kode-budi', quota: 20 },
      });
      expect(html).toContain('name="plusOne.resepsi.19"');
      expect(gzipSync(html).length).toBeLessThanOrEqual(50 * 1024);
    }
  });
});

/** Issue #15 item 15: the visitors' home page, HTML and CSS without pictures, under 30 KB uncompressed. */
describe('home page budget', () => {
  // The seeded collection, and four packages with every feature and the longest description allowed.
  const templates = TEMPLATES.map((meta) => ({
    slug: meta.slug,
    name: meta.name,
    description: meta.description,
    category: meta.category,
    tier: meta.tier,
    component: meta.id,
    thumbnailUrl: `/u/assets/thumbnails/${meta.id}.svg`,
    demoUrl: `/u/demo/${meta.slug}`,
  }));
  const packages: THomePackage[] = ['gratis', 'basic', 'premium', 'eksklusif'].map((code, index) => ({
    code,
    name: `Paket ${code}`,
    description: 'Undangan untuk keluarga besar, '.repeat(10).slice(0, 300),
    price: index * 99_000,
    guestLimit: 2000,
    activeDays: 365,
    galleryLimit: 60,
    templateTier: 'premium',
    musicUpload: true,
    qrCheckin: true,
    wishesModeration: true,
    showBranding: false,
  }));

  it.each(['id', 'en', 'ar'] as const)('keeps the %s home page under 30 KB, without script', (locale) => {
    const html = renderHomePage({
      locale,
      templates,
      packages,
      appUrl: 'https://undangin.example',
      year: 2026,
    });
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    expect(gzipSync(html).length).toBeLessThan(8 * 1024);
    expect(html).not.toContain('<script');
  });
});
