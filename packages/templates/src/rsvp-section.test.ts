import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT, DEMO_GUEST, DEMO_WISHES } from './demo/content';
import { TEMPLATE_IDS } from './registry';
import { renderRsvpSection } from './render';
import { NOW, assetUrl, renderGuestPage, renderPage } from './test/support';

const [akad, resepsi] = DEMO_CONTENT.events!;
const ANSWERED = {
  name: 'Budi <Santoso>',
  message: 'Sampai jumpa & selamat!',
  answers: {
    [akad!.id]: { attendance: 'hadir' as const, pax: 2 },
    [resepsi!.id]: { attendance: 'tidak_hadir' as const, pax: 1 },
  },
};

describe.each(TEMPLATE_IDS)('the RSVP section alone, template %s', (templateId) => {
  it('is exactly the page’s RSVP section, found once, with and without answers', () => {
    const guest = { ...DEMO_GUEST, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    for (const rsvp of [undefined, ANSWERED]) {
      const page = renderGuestPage({ templateId, rsvp });
      const section = renderRsvpSection({
        content: DEMO_CONTENT,
        templateId,
        slug: 'anin-raka',
        status: 'published',
        locale: 'id',
        assetUrl,
        now: NOW,
        formToken: 'token-123',
        guest,
        rsvp,
        wishes: { items: DEMO_WISHES, moreHref: '/u/anin-raka/demo-tamu?wishesPage=2#ucapan' },
        pageUrl: 'https://undangin.example/u/anin-raka/demo-tamu',
      });
      expect(section.startsWith('<section')).toBe(true);
      expect(page.indexOf(section)).toBeGreaterThan(0);
      expect(page.indexOf(section)).toBe(page.lastIndexOf(section));
    }
    expect(renderGuestPage({ templateId, rsvp: ANSWERED })).toContain('Sampai jumpa &amp; selamat!');
  });

  it('is empty where the page has no RSVP section', () => {
    const content = { ...DEMO_CONTENT, settings: { ...DEMO_CONTENT.settings, rsvpEnabled: false } };
    expect(renderPage({ templateId, content })).not.toContain('id="rsvp"');
    expect(
      renderRsvpSection({
        content,
        templateId,
        slug: 's',
        status: 'published',
        locale: 'id',
        assetUrl,
        now: NOW,
      }),
    ).toBe('');
  });
});
