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

/** The families an administrator may give a template record: every self-hosted one. */
export const FONT_FAMILIES: readonly string[] = [
  ...new Set([...FONT_FILES.values()].map((font) => font.family)),
].sort();

/** What the page falls back to while a face loads, or for letters outside its latin subset. */
const FALLBACKS: Record<string, string> = {
  Amiri: 'Georgia,serif',
  Cinzel: 'Georgia,serif',
  'Cormorant Garamond': 'Georgia,serif',
  'Great Vibes': 'cursive',
  'Josefin Sans': 'system-ui,sans-serif',
  Jost: 'system-ui,sans-serif',
  Lora: 'Georgia,serif',
  Marcellus: 'Georgia,serif',
  Montserrat: 'system-ui,sans-serif',
  Parisienne: 'cursive',
  'Playfair Display': 'Georgia,serif',
};

/** A font-family value for one of FONT_FAMILIES. */
export function fontStack(family: string): string {
  return `'${family}',${FALLBACKS[family] ?? 'serif'}`;
}

/** Every self-hosted face of a family. */
export function familyFaces(family: string): TFontFile[] {
  return [...FONT_FILES.values()].filter((font) => font.family === family);
}

/** @font-face rules for these faces, pointing at `baseUrl` (default /u/assets/fonts/). */
export function fontFaceRules(faces: readonly TFontFile[], baseUrl: string = FONT_BASE_URL): string {
  return faces
    .map(
      (font) =>
        `@font-face{font-family:'${font.family}';font-style:${font.style};font-weight:${font.weight};font-display:swap;src:url(${baseUrl}${font.file}) format('woff2');unicode-range:${LATIN_RANGE}}`,
    )
    .join('\n');
}

/** The @font-face rules of a template's own fonts, pointing at `baseUrl` (default /u/assets/fonts/). */
export function fontFaceCss(templateId: TTemplateId, baseUrl: string = FONT_BASE_URL): string {
  return fontFaceRules(TEMPLATE_FONTS[templateId], baseUrl);
}
