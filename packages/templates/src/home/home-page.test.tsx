import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LOCALES, type TLocale } from '@undangin/shared';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@undangin/shared/wcag-contrast';
import { renderUnavailablePage } from '../unavailable';
import { parse, renderGuestPage } from '../test/support';
import { HOME_CSS } from './home-css';
import { renderHomePage, type THomePackage, type THomeTemplate } from './home-page';
import { HOME_TEXTS } from './texts';

const TEMPLATE: THomeTemplate = {
  slug: 'jawa-klasik',
  name: 'Jawa Klasik',
  description: 'Nuansa keraton',
  category: 'Tradisional',
  tier: 'premium',
  component: 'jawa-klasik',
  thumbnailUrl: '/u/assets/thumbnails/jawa-klasik.svg',
  demoUrl: '/u/demo/jawa-klasik',
};

const PACKAGE: THomePackage = {
  code: 'basic',
  name: 'Basic',
  description: 'Untuk acara keluarga',
  price: 49_000,
  guestLimit: 150,
  activeDays: 60,
  galleryLimit: 10,
  templateTier: 'free',
  musicUpload: true,
  qrCheckin: false,
  wishesModeration: true,
  showBranding: false,
};

function page(
  locale: TLocale = 'id',
  overrides: { templates?: THomeTemplate[]; packages?: THomePackage[] } = {},
) {
  const html = renderHomePage({
    locale,
    templates: overrides.templates ?? [TEMPLATE],
    packages: overrides.packages ?? [PACKAGE],
    appUrl: 'https://undangin.example',
    year: 2026,
  });
  return { html, document: new JSDOM(html).window.document };
}

const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((node) => node.textContent);

describe('the visitors’ home page', () => {
  it('has one heading per level in order, the landmarks, and a text for every picture', () => {
    const { document } = page();
    expect(texts(document, 'h1')).toEqual(['Atur daftar tamu dan sebar undangan pernikahanmu.']);
    expect(texts(document, 'h2')).toEqual([
      'Cara kerjanya',
      'Template undangan',
      'Paket dan harga',
      'Siap menyebar undanganmu?',
    ]);
    expect(document.querySelectorAll('body > header, body > main, body > footer')).toHaveLength(3);
    for (const nav of document.querySelectorAll('nav')) expect(nav.getAttribute('aria-label')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Tampilan sampul template Jawa Klasik');
    expect(document.querySelector('a.skip')?.getAttribute('href')).toBe('#isi');
    expect(document.getElementById('isi')?.tagName).toBe('MAIN');
  });

  it('tells the couple’s journey in six steps, in every language', () => {
    for (const locale of LOCALES) {
      const { document } = page(locale);
      expect(document.querySelectorAll('ol.steps > li'), locale).toHaveLength(6);
      expect(HOME_TEXTS[locale].steps.items).toHaveLength(6);
    }
  });

  it('leads to the live demo and to registration and sign-in, and needs no script', () => {
    const { html, document } = page();
    const demo = document.querySelector('a.more');
    expect(demo?.getAttribute('href')).toBe('/u/demo/jawa-klasik');
    expect(demo?.getAttribute('aria-label')).toBe('Lihat demo template Jawa Klasik');
    const hrefs = texts(document, 'a').map((_, i) => document.querySelectorAll('a')[i]!.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/register').length).toBeGreaterThanOrEqual(2);
    expect(hrefs).toContain('/login');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('carries a title, a description and the Open Graph tags of the language shown', () => {
    const { document } = page('en');
    const meta = (property: string) =>
      document
        .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
        ?.getAttribute('content');
    expect(document.title).toBe(HOME_TEXTS.en.title);
    expect(meta('description')).toBe(HOME_TEXTS.en.description);
    expect(meta('og:title')).toBe(HOME_TEXTS.en.title);
    expect(meta('og:url')).toBe('https://undangin.example/beranda?lang=en');
    expect(meta('og:locale')).toBe('en_US');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://undangin.example/beranda?lang=en',
    );
    expect(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://undangin.example/beranda',
      'https://undangin.example/beranda?lang=en',
      'https://undangin.example/beranda?lang=ar',
    ]);
  });

  it('shows a link preview’s picture when given one, as a large card', () => {
    const shareImage = {
      url: 'https://undangin.example/u/demo/jawa-klasik/preview/abcdefghijklmnop.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg' as const,
    };
    const html = renderHomePage({
      locale: 'id',
      templates: [TEMPLATE],
      packages: [PACKAGE],
      appUrl: 'https://undangin.example',
      year: 2026,
      shareImage,
    });
    const document = new JSDOM(html).window.document;
    const meta = (property: string) =>
      document
        .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
        ?.getAttribute('content');
    expect(meta('og:image')).toBe(shareImage.url);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:type')).toBe('image/jpeg');
    expect(meta('og:image:alt')).toBe('Contoh undangan pernikahan dari Undangin');
    expect(meta('twitter:card')).toBe('summary_large_image');

    const without = page().document;
    expect(without.querySelector('meta[property="og:image"]')).toBeNull();
    expect(without.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it('writes Arabic right to left but names as written, and marks the language shown among the links to the others', () => {
    const { document } = page('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/beranda?lang=ar');
    expect(page('id').document.documentElement.getAttribute('dir')).toBe('ltr');
    // What administrators wrote keeps its own direction: an Indonesian sentence ends on the right.
    for (const node of document.querySelectorAll('.card h3, .card p:not(.price), .card .meta')) {
      expect(node.getAttribute('dir'), node.outerHTML).toBe('auto');
    }
  });

  it('prices in Rupiah, a free package as free, and lists only what a package includes', () => {
    const free = {
      ...PACKAGE,
      code: 'gratis',
      name: 'Gratis',
      price: 0,
      galleryLimit: 0,
      musicUpload: false,
      wishesModeration: false,
      showBranding: true,
    };
    const premium = {
      ...PACKAGE,
      code: 'premium',
      price: 1_250_000,
      templateTier: 'premium' as const,
      qrCheckin: true,
    };
    const { document } = page('id', { packages: [free, PACKAGE, premium] });
    expect(texts(document, '.price')).toEqual(['Gratis', 'Rp 49.000', 'Rp 1.250.000']);
    const lists = [...document.querySelectorAll('#harga .card ul')].map((ul) =>
      texts(ul as unknown as Document, 'li'),
    );
    expect(lists[0]).toEqual(['Hingga 150 tamu', 'Aktif 60 hari', 'Template gratis']);
    expect(lists[1]).toEqual([
      'Hingga 150 tamu',
      'Aktif 60 hari',
      '10 foto galeri',
      'Template gratis',
      'Unggah musik sendiri',
      'Moderasi ucapan',
      'Tanpa tanda "dibuat dengan Undangin"',
    ]);
    expect(lists[2]).toContain('Semua template, termasuk premium');
    expect(lists[2]).toContain('Buku tamu digital dengan check-in QR');
  });

  it('counts in each language’s plural forms', () => {
    const one = { ...PACKAGE, guestLimit: 1, activeDays: 1, galleryLimit: 1 };
    const two = { ...PACKAGE, guestLimit: 2, activeDays: 2, galleryLimit: 2 };
    const many = { ...PACKAGE, guestLimit: 2000, activeDays: 11, galleryLimit: 3 };
    const lines = (locale: TLocale, pkg: THomePackage) =>
      texts(page(locale, { packages: [pkg] }).document, '#harga li li').slice(0, 3);
    expect(lines('en', one)).toEqual(['Up to 1 guest', 'Active for 1 day', '1 gallery photo']);
    expect(lines('en', many)).toEqual(['Up to 2,000 guests', 'Active for 11 days', '3 gallery photos']);
    expect(lines('id', one)).toEqual(['Hingga 1 tamu', 'Aktif 1 hari', '1 foto galeri']);
    expect(lines('ar', two)).toEqual(['حتى ضيفين', 'نشطة يومين', 'صورتان في المعرض']);
    expect(lines('ar', one)[0]).toBe('حتى ضيف واحد');
  });

  it('leaves out a section, and the button leading to it, when nothing is on offer', () => {
    const { document } = page('id', { templates: [], packages: [] });
    expect(document.getElementById('template')).toBeNull();
    expect(document.getElementById('harga')).toBeNull();
    expect(document.querySelector('a[href="#template"], a[href="#harga"]')).toBeNull();
    expect(texts(document, 'h2')).toEqual(['Cara kerjanya', 'Siap menyebar undanganmu?']);
  });

  it('escapes names and descriptions', () => {
    const hostile = '<script>alert(1)</script>"\'';
    const { html, document } = page('id', {
      templates: [{ ...TEMPLATE, name: hostile, description: hostile, category: hostile }],
      packages: [{ ...PACKAGE, name: hostile, description: hostile }],
    });
    expect(html).not.toContain('<script');
    expect(texts(document, 'h3')).toContain(hostile);
    expect(document.querySelector('a.more')?.getAttribute('aria-label')).toBe(
      `Lihat demo template ${hostile}`,
    );
  });
});

describe('the ways to the home page', () => {
  it('leads there from an invitation’s “made with Undangin” and from the page shown instead of one', () => {
    const invitation = parse(renderGuestPage({ flags: { showMark: true } }));
    expect(invitation.querySelector('.inv-mark a')?.getAttribute('href')).toBe('/beranda');
    expect(parse(renderUnavailablePage('not_found', 'en')).querySelector('a')?.getAttribute('href')).toBe(
      '/beranda?lang=en',
    );
  });
});

describe('the home page’s colours', () => {
  const schemes = (() => {
    const vars = (block: string) =>
      Object.fromEntries(
        [...block.matchAll(/--([a-z-]+):(#[0-9a-f]{6}|#fff)\b/g)].map((m) => [
          m[1]!,
          m[2]!.replace('#fff', '#ffffff'),
        ]),
      );
    const light = vars(/:root\{([^}]*)\}/.exec(HOME_CSS)![1]!);
    const dark = { ...light, ...vars(/prefers-color-scheme:dark\)\{:root\{([^}]*)\}/.exec(HOME_CSS)![1]!) };
    return { light, dark };
  })();

  it.each(['light', 'dark'] as const)('keeps every text readable (WCAG AA) in %s', (scheme) => {
    const c = schemes[scheme];
    for (const surface of ['bg', 'paper']) {
      for (const ink of ['ink', 'muted', 'accent']) {
        expect(contrastRatio(c[ink]!, c[surface]!), `${ink} on ${surface}`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
    expect(contrastRatio(c.accent!, c.soft!), 'accent on soft').toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(c['on-brand']!, c.brand!), 'button').toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
