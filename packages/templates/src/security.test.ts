import fc from 'fast-check';
import { parse as parseHtml } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { TInvitationContentDraft } from '@undangin/shared';
import { CLIENT_SCRIPT } from './client-script';
import { DEMO_CONTENT, DEMO_WISHES } from './demo/content';
import { FONT_FAMILIES } from './fonts';
import { getTemplate, TEMPLATE_IDS } from './registry';
import { renderPage } from './test/support';
import type { TRenderPageOptions } from './render';

/**
 * Whatever a couple or a guest types, nothing executable reaches the page: the only script is the
 * page's own, no attribute is an event handler, no link or source is javascript:, and no user text
 * becomes CSS. Pages are read with parse5, the HTML parser browsers follow.
 */

type TNode = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: TNode[];
  value?: string;
  content?: TNode;
};

/** Fields whose values are chosen from a list or validated as dates, not written freely. */
const NOT_TEXT =
  /(^|\.)(kind|timeZone|type|whichFirst|pageLanguage|mime|date|startTime|endTime|lat|lng|rsvpEnabled|wishesEnabled|wishesModeration|defaultPax|rsvpDeadline)$/;

const FULL_CONTENT: TInvitationContentDraft = {
  ...DEMO_CONTENT,
  coverPhoto: { key: 'u1/cover', alt: 'sampul' },
  music: { key: 'u1/lagu', mime: 'audio/mpeg', title: 'Lagu' },
  loveStory: DEMO_CONTENT.loveStory!.map((entry) => ({
    ...entry,
    photo: { key: 'u1/story', alt: 'cerita' },
  })),
};

function stringPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return NOT_TEXT.test(prefix) ? [] : [prefix];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, `${prefix}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      stringPaths(item, prefix ? `${prefix}.${key}` : key),
    );
  return [];
}

/** A copy of `target` with the string at each path replaced. */
function withValues<T>(target: T, values: Array<[string, string]>): T {
  const copy = structuredClone(target) as Record<string, unknown>;
  for (const [path, value] of values) {
    const keys = path.split('.');
    let cursor: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
    cursor[keys.at(-1)!] = value;
  }
  return copy as T;
}

const FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  '\tjava\nscript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<iframe src=javascript:alert(1)>',
  '<base href=//evil.example>',
  '<meta http-equiv=refresh content="0;url=javascript:alert(1)">',
  'red;background:url(javascript:alert(1))',
  '#fff" onclick="alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--',
  ']]>',
  '\u0000',
  'https://ok.example/?q=<script>',
  'Anin & Raka',
];

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
);

const CONTENT_PATHS = stringPaths(FULL_CONTENT);

function elements(node: TNode, out: TNode[] = []): TNode[] {
  if (node.attrs) out.push(node);
  for (const child of node.childNodes ?? []) elements(child, out);
  if (node.content) elements(node.content, out);
  return out;
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'ping',
]);
const SAFE_URL = /^(\/(?!\/)|\?|#|https?:\/\/)/i;

/** The checks, returning what is wrong (an empty list is a safe page). */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const all = elements(parseHtml(html) as unknown as TNode);
  const scripts = all.filter((node) => node.nodeName === 'script');
  if (scripts.length !== 1) problems.push(`${scripts.length} scripts`);
  const scriptText = scripts[0]?.childNodes?.map((child) => child.value ?? '').join('');
  if (scriptText !== CLIENT_SCRIPT) problems.push('script changed');
  if (all.filter((node) => node.nodeName === 'style').length !== 1) problems.push('extra style element');
  for (const node of all) {
    if (['iframe', 'object', 'embed', 'base', 'frame', 'frameset', 'applet'].includes(node.nodeName))
      problems.push(`<${node.nodeName}>`);
    for (const { name, value } of node.attrs ?? []) {
      // Browsers skip whitespace and control characters when they read a URL's scheme.
      // eslint-disable-next-line no-control-regex
      const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name === 'http-equiv') problems.push('http-equiv');
      if (URL_ATTRIBUTES.has(name)) {
        const imageData =
          node.nodeName === 'img' && name === 'src' && compact.startsWith('data:image/svg+xml');
        if (!imageData && !SAFE_URL.test(value.trim())) problems.push(`${name}=${value}`);
        if (compact.startsWith('javascript:') || compact.startsWith('vbscript:'))
          problems.push(`${name}=${value}`);
      }
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          if (!SAFE_URL.test(candidate.trim())) problems.push(`srcset ${candidate}`);
        }
      }
      if (name === 'style' && !/^background:#[0-9a-f]{6}$/i.test(value)) problems.push(`style=${value}`);
    }
  }
  return problems;
}

/** A server-side asset URL builder like the API's: keys are path-encoded. */
const assetUrl: TRenderPageOptions['assetUrl'] = (key, width) =>
  `/media/${encodeURIComponent(key)}${width ? `-${width}.webp` : ''}`;

describe('nothing executable reaches the page', () => {
  it('holds for the demo page itself', () => {
    expect(unsafeParts(renderPage({ content: FULL_CONTENT, assetUrl }))).toEqual([]);
  });

  it('holds for any text in any field of the content, guest, wishes and RSVP', () => {
    expect(CONTENT_PATHS.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATE_IDS),
        fc.constantFrom('id' as const, 'en' as const),
        fc.array(text, { minLength: CONTENT_PATHS.length, maxLength: CONTENT_PATHS.length }),
        fc.record({
          guestName: text,
          salutation: text,
          code: text,
          qrSvg: text,
          wishName: text,
          wishMessage: text,
          wishDate: text,
          rsvpMessage: text,
          flash: text,
          more: text,
          token: text,
          slug: text,
        }),
        (templateId, locale, values, other) => {
          const content = withValues(
            FULL_CONTENT,
            CONTENT_PATHS.map((path, index) => [path, values[index]!]),
          );
          const html = renderPage({
            templateId,
            locale,
            content,
            assetUrl,
            slug: other.slug,
            formToken: other.token,
            guest: {
              name: other.guestName,
              salutation: other.salutation,
              code: other.code,
              quota: 3,
              qrSvg: other.qrSvg,
            },
            rsvp: { message: other.rsvpMessage, answers: { akad: { attendance: 'hadir', pax: 2 } } },
            wishes: {
              items: [
                {
                  ...DEMO_WISHES[0]!,
                  name: other.wishName,
                  message: other.wishMessage,
                  createdAt: other.wishDate,
                },
              ],
              moreHref: other.more,
            },
            flash: { form: 'wishes', ok: false, message: other.flash },
          });
          expect(unsafeParts(html)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it("keeps a template record's palette and fonts inside the style block, as colours and known fonts", () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean())
      .map(([n, upper]) => `#${n.toString(16).padStart(6, '0')}`[upper ? 'toUpperCase' : 'toLowerCase']());
    const colour = fc.oneof(
      hex,
      text,
      fc.tuple(hex, text).map(([h, t]) => h + t),
    );
    const family = fc.constantFrom(...FONT_FAMILIES);
    const font = fc.oneof(
      family,
      text,
      fc.tuple(family, text).map(([f, t]) => f + t),
    );
    const PALETTE_KEYS = Object.keys(getTemplate('jawa-klasik').meta.palette);
    const declaration = /^--[a-z-]+:(#[0-9a-f]{6}|var\(--[a-z-]+\)|none|'[A-Za-z ]+',[A-Za-z,-]+)$/;
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATE_IDS),
        fc.dictionary(fc.oneof(fc.constantFrom(...PALETTE_KEYS), fc.string()), colour),
        fc.dictionary(fc.oneof(fc.constantFrom('display', 'body'), fc.string()), font),
        (templateId, palette, fonts) => {
          const html = renderPage({ templateId, content: FULL_CONTENT, assetUrl, theme: { palette, fonts } });
          expect(unsafeParts(html)).toEqual([]);
          const all = elements(parseHtml(html) as unknown as TNode);
          const style = all.find((node) => node.nodeName === 'style')!;
          const css = style.childNodes?.map((child) => child.value ?? '').join('') ?? '';
          expect(css).not.toMatch(/<|javascript:|expression\(|@import/i);
          const rule = new RegExp(`\\.inv\\.tpl-${templateId}\\{([^}]*)\\}`).exec(css)?.[1];
          for (const part of rule ? rule.split(';') : []) expect(part).toMatch(declaration);
          for (const src of css.matchAll(/url\(([^)"]*)\) format/g))
            expect(src[1]).toMatch(/^\/u\/assets\/fonts\/[a-z-]+-latin-\d00-(normal|italic)\.woff2$/);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('keeps user text readable rather than mangled', () => {
    const name = '<script>alert("Anin")</script> & "Raka"';
    const content = withValues(FULL_CONTENT, [['couple.bride.nickname', name]]);
    const html = renderPage({ content, assetUrl });
    expect(html).toContain('&lt;script&gt;alert(&quot;Anin&quot;)&lt;/script&gt; &amp; &quot;Raka&quot;');
    expect(unsafeParts(html)).toEqual([]);
  });
});
