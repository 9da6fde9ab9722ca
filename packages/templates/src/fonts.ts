import type { TTemplateId } from './types';

/**
 * Fonts are self-hosted: the public page may load nothing from another site. Each face is one latin
 * woff2 file from an @fontsource package; the API serves them under /u/assets/fonts/<file> from
 * node_modules/<package>/files/<file>.
 */

export const FONT_BASE_URL = '/u/assets/fonts/';

/** The latin subset's range as @fontsource declares it, so other scripts fall back to system faces. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export type TFontFile = {
  family: string;
  weight: 300 | 400 | 500 | 600 | 700;
  style: 'normal' | 'italic';
  /** The npm package that ships the file. */
  package: string;
  /** The file name inside the package's files/ folder. */
  file: string;
  /** The module path to resolve on the server: `${package}/files/${file}`. */
  path: string;
};

function face(family: string, weight: TFontFile['weight'], style: TFontFile['style'] = 'normal'): TFontFile {
  const slug = family.toLowerCase().replace(/ /g, '-');
  const file = `${slug}-latin-${weight}-${style}.woff2`;
  const pkg = `@fontsource/${slug}`;
  return { family, weight, style, package: pkg, file, path: `${pkg}/files/${file}` };
}

/** The first face of each template is the one its cover names use: the page preloads it. */
export const TEMPLATE_FONTS: Record<TTemplateId, TFontFile[]> = {
  'jawa-klasik': [
    face('Cinzel', 600),
    face('Cinzel', 400),
    face('Cormorant Garamond', 500),
    face('Cormorant Garamond', 500, 'italic'),
  ],
  minimalis: [face('Jost', 300), face('Jost', 500)],
  'taman-bunga': [face('Great Vibes', 400), face('Lora', 400), face('Lora', 400, 'italic')],
  rustik: [face('Parisienne', 400), face('Josefin Sans', 400), face('Josefin Sans', 600)],
  'geometri-islami': [face('Amiri', 700), face('Amiri', 400), face('Marcellus', 400)],
  'elegan-gelap': [
    face('Playfair Display', 400, 'italic'),
    face('Playfair Display', 400),
    face('Montserrat', 400),
    face('Montserrat', 500),
  ],
};

/** Every font file any template uses, by file name: what the server may serve. */
export const FONT_FILES: ReadonlyMap<string, TFontFile> = new Map(
  Object.values(TEMPLATE_FONTS)
    .flat()
    .map((font) => [font.file, font]),
);

export function templateFontFiles(templateId: TTemplateId): TFontFile[] {
  return TEMPLATE_FONTS[templateId];
}

/** The @font-face rules of a template, pointing at `baseUrl` (default /u/assets/fonts/). */
export function fontFaceCss(templateId: TTemplateId, baseUrl: string = FONT_BASE_URL): string {
  return TEMPLATE_FONTS[templateId]
    .map(
      (font) =>
        `@font-face{font-family:'${font.family}';font-style:${font.style};font-weight:${font.weight};font-display:swap;src:url(${baseUrl}${font.file}) format('woff2');unicode-range:${LATIN_RANGE}}`,
    )
    .join('\n');
}
