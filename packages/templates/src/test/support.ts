import { JSDOM } from 'jsdom';
import { DEMO_CONTENT, DEMO_GUEST, DEMO_WISHES } from '../demo/content';
import { renderInvitationPage, type TRenderPageOptions } from '../render';
import type { TAssetUrl } from '../types';

/** Shared by the template tests: a fixed clock, a server-like asset URL builder and a parser. */

export const NOW = Date.parse('2027-08-21T03:00:00Z');

/** What the API builds: one WebP file per width, files (music) without one. */
export const assetUrl: TAssetUrl = (key, width) =>
  `/media/${key.split('/').map(encodeURIComponent).join('/')}${width ? `-${width}.webp` : ''}`;

export function renderPage(overrides: Partial<TRenderPageOptions> = {}): string {
  return renderInvitationPage({
    content: DEMO_CONTENT,
    templateId: 'jawa-klasik',
    slug: 'anin-raka',
    status: 'published',
    locale: 'id',
    assetUrl,
    now: NOW,
    formToken: 'token-123',
    pageUrl: 'https://undangin.example/u/anin-raka',
    ...overrides,
  });
}

export function renderGuestPage(overrides: Partial<TRenderPageOptions> = {}): string {
  return renderPage({
    guest: { ...DEMO_GUEST, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    wishes: { items: DEMO_WISHES, moreHref: '/u/anin-raka/demo-tamu?wishesPage=2#ucapan' },
    pageUrl: 'https://undangin.example/u/anin-raka/demo-tamu',
    ...overrides,
  });
}

export function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text a reader sees: text nodes joined by spaces (textContent glues block elements together). */
export function text(node: Element | Document | null | undefined): string {
  if (!node) return '';
  const doc = node.ownerDocument ?? (node as Document);
  const walker = doc.createTreeWalker(node, 4);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
