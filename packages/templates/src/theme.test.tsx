// @jsxRuntime automatic
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paletteContrastIssues } from '@undangin/shared/templates/contrast';
import { DEMO_CONTENT } from './demo/content';
import { FONT_FAMILIES, TEMPLATE_FONTS } from './fonts';
import { getTemplate, TEMPLATE_IDS } from './registry';
import { parse, renderPage } from './test/support';
import { designRootVars, resolveTheme } from './theme';
import type { TPalette } from './types';
import { InvitationView } from './view/invitation-view';

const long = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

function styleOf(html: string): string {
  return parse(html).querySelector('style')?.textContent ?? '';
}

const JAWA = getTemplate('jawa-klasik').meta;

describe('the designs as a theme reads them', () => {
  it.each(TEMPLATE_IDS)('%s sets the palette it declares on its root, in colours that pass AA', (id) => {
    const template = getTemplate(id);
    const vars = designRootVars(template);
    const names: Record<keyof TPalette, string> = {
      background: '--bg',
      surface: '--surface',
      ink: '--ink',
      muted: '--muted',
      accent: '--accent',
      accentInk: '--accent-ink',
      line: '--line',
      cover: '--cover',
      coverInk: '--cover-ink',
    };
    for (const [key, name] of Object.entries(names))
      expect(long(vars.get(name) ?? ''), `${id} ${name}`).toBe(template.meta.palette[key as keyof TPalette]);
    for (const extra of template.themeVars ?? []) expect(vars.has(extra.name), extra.name).toBe(true);
    expect(paletteContrastIssues(template.meta.palette)).toEqual([]);
  });

  it.each(TEMPLATE_IDS)('%s names only its two fonts, each self-hosted', (id) => {
    const template = getTemplate(id);
    const { display, body } = template.meta.fonts;
    expect(FONT_FAMILIES).toContain(display);
    expect(FONT_FAMILIES).toContain(body);
    for (const variable of ['--font-display', '--font-body', '--font-script', '--font-quote']) {
      const family = /^'([^']+)'/.exec(designRootVars(template).get(variable) ?? "'-'")?.[1];
      if (family !== '-') expect([display, body], `${id} ${variable}`).toContain(family);
    }
    expect(new Set(TEMPLATE_FONTS[id].map((face) => face.family))).toEqual(new Set([display, body]));
  });

  it('changes nothing when a record keeps the design palette and fonts', () => {
    for (const id of TEMPLATE_IDS) {
      const template = getTemplate(id);
      const theme = resolveTheme(template, { palette: template.meta.palette, fonts: template.meta.fonts });
      expect(theme.css).toBe('');
      expect(theme.faces).toEqual(TEMPLATE_FONTS[id]);
      expect(theme.preload).toBe(TEMPLATE_FONTS[id][0]);
    }
  });
});

describe("a template record's palette and fonts", () => {
  const palette = { ...JAWA.palette, accent: '#1f4e79', accentInk: '#ffffff', ink: '#1a1a1a' };

  it('reach the public page: custom properties, @font-face, preload and theme colour', () => {
    const html = renderPage({
      theme: { palette: { ...palette, cover: '#102a43' }, fonts: { display: 'Lora', body: 'Montserrat' } },
    });
    const css = styleOf(html);
    const rule = /\.inv\.tpl-jawa-klasik\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('--accent:#1f4e79');
    expect(rule).toContain('--accent-ink:#ffffff');
    expect(rule).toContain('--ink:#1a1a1a');
    expect(rule).toContain('--cover:#102a43');
    // The design's shades follow the colours the record changed.
    expect(rule).toContain('--heading:var(--ink)');
    expect(rule).toContain('--ornament:var(--accent)');
    expect(rule).toContain('--cover-shade:none');
    expect(rule).toContain("--font-display:'Lora',Georgia,serif");
    expect(rule).toContain("--font-body:'Montserrat',system-ui,sans-serif");
    // Cormorant was the design's script and quote face: it follows the body font.
    expect(rule).toContain("--font-script:'Montserrat',system-ui,sans-serif");
    expect(rule).not.toContain('--bg:');
    // The rule comes after the design's own, so it wins.
    expect(css.indexOf('.inv.tpl-jawa-klasik{')).toBeGreaterThan(css.indexOf('.tpl-jawa-klasik{'));
    expect(css).toContain("font-family:'Lora'");
    expect(css).toContain("font-family:'Montserrat'");
    expect(css).not.toContain("font-family:'Cinzel'");
    expect(css).not.toContain("font-family:'Cormorant Garamond'");
    const doc = parse(html);
    expect(doc.querySelector('link[rel=preload][as=font]')?.getAttribute('href')).toBe(
      '/u/assets/fonts/lora-latin-400-normal.woff2',
    );
    expect(doc.querySelector('meta[name=theme-color]')?.getAttribute('content')).toBe('#102a43');
  });

  it('leave the page as the design draws it when absent', () => {
    const html = renderPage({});
    const css = styleOf(html);
    expect(css).not.toContain('.inv.tpl-');
    expect(css).toContain(`body{--page-bg:${JAWA.palette.background}}`);
    expect(css).toContain("font-family:'Cinzel'");
    expect(css).toContain("font-family:'Cormorant Garamond'");
    const doc = parse(html);
    expect(doc.querySelector('link[rel=preload][as=font]')?.getAttribute('href')).toBe(
      '/u/assets/fonts/cinzel-latin-600-normal.woff2',
    );
    expect(doc.querySelector('meta[name=theme-color]')?.getAttribute('content')).toBe(JAWA.palette.cover);
    expect(renderPage({ theme: {} })).toBe(html);
    expect(renderPage({ theme: { palette: JAWA.palette, fonts: JAWA.fonts } })).toBe(html);
  });

  it('set the page background of the document from the record', () => {
    const dark = {
      ...JAWA.palette,
      background: '#14110f',
      surface: '#1f1a16',
      ink: '#f3ead8',
      muted: '#cbbda6',
      accent: '#e0b76a',
      accentInk: '#1a1208',
    };
    const css = styleOf(renderPage({ theme: { palette: dark } }));
    expect(css).toContain('body{--page-bg:#14110f}');
    const rule = /\.inv\.tpl-jawa-klasik\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('--bg:#14110f');
    // The design's dark heading is unreadable on the new dark background, so it takes the text colour.
    expect(rule).toContain('--heading:var(--ink)');
  });

  it('are ignored where a value is not a colour or a self-hosted font', () => {
    const html = renderPage({
      theme: {
        palette: { ...JAWA.palette, accent: 'red', ink: '#12345', cover: '#2b170d;color:red' },
        fonts: { display: 'Comic Sans MS', body: "Lora',x" },
      },
    });
    expect(html).toBe(renderPage({}));
  });

  it('fall back to the design palette when it fails AA (a record saved before the check)', () => {
    const unreadable = { ...JAWA.palette, ink: JAWA.palette.background };
    expect(paletteContrastIssues(unreadable).map((issue) => issue.key)).toEqual(['ink']);
    const css = styleOf(
      renderPage({ theme: { palette: unreadable, fonts: { display: 'Lora', body: 'Lora' } } }),
    );
    const rule = /\.inv\.tpl-jawa-klasik\{([^}]*)\}/.exec(css)?.[1];
    // The fonts still apply; the colours are the design's.
    expect(rule).toContain("--font-display:'Lora'");
    expect(rule).not.toContain('--ink:');
    expect(rule).not.toContain('--bg:');
  });

  it('load only the faces the page uses, all self-hosted', () => {
    const theme = resolveTheme(getTemplate('minimalis'), { fonts: { display: 'Great Vibes', body: 'Jost' } });
    expect(new Set(theme.faces.map((face) => face.family))).toEqual(new Set(['Great Vibes', 'Jost']));
    expect(theme.preload.family).toBe('Great Vibes');
    const geometri = resolveTheme(getTemplate('geometri-islami'), {
      fonts: { display: 'Marcellus', body: 'Lora' },
    });
    // The cover names use the body face there (Amiri 700): the closest Lora face is preloaded.
    expect(geometri.preload.family).toBe('Lora');
    expect(geometri.css).toContain("--font-script:'Lora',Georgia,serif");
    expect(geometri.css).not.toContain('--font-display');
  });

  it('show the same in the editor preview as on the public page', () => {
    const theme = {
      palette: { ...palette, cover: '#102a43' },
      fonts: { display: 'Lora', body: 'Montserrat' },
    };
    const publicRule = /\.inv\.tpl-jawa-klasik\{[^}]*\}/.exec(styleOf(renderPage({ theme })))?.[0];
    const preview = renderToStaticMarkup(
      <InvitationView
        content={DEMO_CONTENT}
        templateId="jawa-klasik"
        slug="anin-raka"
        status="draft"
        locale="id"
        mode="preview"
        assetUrl={(key) => `/media/${key}`}
        theme={theme}
      />,
    );
    expect(publicRule).toBeDefined();
    expect(styleOf(preview)).toContain(publicRule);
    expect(styleOf(preview)).toContain("font-family:'Lora'");
  });
});
