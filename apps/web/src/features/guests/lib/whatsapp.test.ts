import { describe, expect, it } from 'vitest';
import { waMeUrl } from './whatsapp';

describe('waMeUrl', () => {
  it('puts the number as digits without the plus and the message percent-encoded', () => {
    expect(waMeUrl('+6281234567890', 'Halo Budi')).toBe('https://wa.me/6281234567890?text=Halo%20Budi');
  });

  it('keeps line breaks, emoji, ampersands and links intact through the encoding', () => {
    const message = 'Kepada Yth.\nBapak Budi & Ibu 🌸\nhttps://undangin.test/u/rara-dimas/AbC_-1?x=1#y';
    const url = waMeUrl('+62 812-3456-7890', message)!;
    expect(url).toBe(
      'https://wa.me/6281234567890?text=Kepada%20Yth.%0ABapak%20Budi%20%26%20Ibu%20%F0%9F%8C%B8%0Ahttps%3A%2F%2Fundangin.test%2Fu%2Frara-dimas%2FAbC_-1%3Fx%3D1%23y',
    );
    expect(decodeURIComponent(new URL(url).searchParams.get('text')!)).toBe(message);
    expect(new URL(url).searchParams.get('text')).toBe(message);
  });

  it('refuses to build a link without a usable number', () => {
    expect(waMeUrl('', 'Halo')).toBeNull();
    expect(waMeUrl('+62', 'Halo')).toBeNull();
  });
});
