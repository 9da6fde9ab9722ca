import { contrastRatio, MIN_TEXT_CONTRAST, paletteContrastIssues } from '@undangin/shared/templates/contrast';
import { FONT_FAMILIES, familyFaces, fontStack, templateFontFiles, type TFontFile } from './fonts';
import type { TPalette, TTemplateDefinition, TTemplateTheme, TThemeVar } from './types';

/**
 * A template record's palette and fonts applied over its design: the custom properties the design's CSS
 * reads are set again, after it, for what the record changes, and the @font-face rules name the faces
 * the page then uses. Only #RRGGBB colours and self-hosted family names ever reach the CSS, so nothing
 * typed into the record can leave the style block; the API checks the same, this checks again.
 */

type TPaletteKey = keyof TPalette;
type TFontRole = 'display' | 'body';

const HEX = /^#[0-9a-fA-F]{6}$/;
const FAMILIES = new Set(FONT_FAMILIES);

const PALETTE_VARS: Record<TPaletteKey, string> = {
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

/**
 * The design's own shades of a palette colour (a heading tinted from the text, a gold on the cover).
 * They follow that colour when the record changes it, and also when a changed background leaves them
 * below AA; purely decorative ones (no `on`) follow their colour only.
 */
const DERIVED: readonly TThemeVar[] = [
  { name: '--heading', from: 'ink', on: ['background', 'surface'] },
  { name: '--link', from: 'accent', on: ['background', 'surface'] },
  { name: '--cover-accent', from: 'coverInk', on: ['cover'] },
  { name: '--accent-deco', from: 'accent' },
  { name: '--ornament', from: 'accent' },
];

/**
 * Gradients a design paints from its own colours behind text. They are dropped (set to none, leaving
 * the flat palette colour) once the record changes a colour they were drawn with or drawn under, since
 * the contrast check only knows the flat colours.
 */
const SHADES: readonly { name: string; keys: readonly TPaletteKey[] }[] = [
  { name: '--cover-shade', keys: ['cover', 'coverInk'] },
  { name: '--closing-shade', keys: ['cover', 'coverInk'] },
  { name: '--quote-shade', keys: ['background', 'surface', 'ink', 'muted', 'cover'] },
];

const FONT_VARS = ['--font-display', '--font-body', '--font-script', '--font-quote'] as const;

/** The custom properties a design sets on its root (`.tpl-<id>{…}`), read once per design. */
const rootVarsCache = new WeakMap<TTemplateDefinition, ReadonlyMap<string, string>>();

export function designRootVars(template: TTemplateDefinition): ReadonlyMap<string, string> {
  const cached = rootVarsCache.get(template);
  if (cached) return cached;
  const root = new RegExp(`(?:^|\\n)\\.tpl-${template.meta.id}\\{([^\\n]*)\\}`).exec(template.css)?.[1] ?? '';
  const vars = new Map<string, string>();
  for (const match of root.matchAll(/(--[a-z-]+):([^;]*)/g)) vars.set(match[1]!, match[2]!.trim());
  rootVarsCache.set(template, vars);
  return vars;
}

/** Which of the record's two fonts a design font variable follows: the one it names in the design. */
function roleOf(template: TTemplateDefinition, variable: (typeof FONT_VARS)[number]): TFontRole | null {
  if (variable === '--font-display') return 'display';
  if (variable === '--font-body') return 'body';
  const family = /^'([^']+)'/.exec(designRootVars(template).get(variable) ?? '')?.[1];
  if (!family) return null;
  return family === template.meta.fonts.display ? 'display' : 'body';
}

export type TResolvedTheme = {
  palette: TPalette;
  fonts: Record<TFontRole, string>;
  /** The faces the page uses: @font-face rules are written for these alone. */
  faces: TFontFile[];
  /** The face of the cover's names, preloaded by the public page. */
  preload: TFontFile;
  /** The rule that sets what the record changes; empty when it changes nothing. */
  css: string;
};

function cleanPalette(palette: TTemplateTheme['palette']): Partial<TPalette> {
  const clean: Partial<TPalette> = {};
  if (!palette) return clean;
  for (const key of Object.keys(PALETTE_VARS) as TPaletteKey[]) {
    const value = Object.hasOwn(palette, key) ? palette[key] : undefined;
    if (typeof value === 'string' && HEX.test(value)) clean[key] = value.toLowerCase();
  }
  return clean;
}

function cleanFonts(fonts: TTemplateTheme['fonts']): Partial<Record<TFontRole, string>> {
  const clean: Partial<Record<TFontRole, string>> = {};
  if (!fonts) return clean;
  for (const role of ['display', 'body'] as const) {
    const value = Object.hasOwn(fonts, role) ? fonts[role] : undefined;
    if (typeof value === 'string' && FAMILIES.has(value)) clean[role] = value;
  }
  return clean;
}

/** The face of `family` closest to `like`: same style and weight, else same style, else its first. */
function closestFace(family: string, like: TFontFile): TFontFile {
  const faces = familyFaces(family);
  const sameStyle = faces.filter((face) => face.style === like.style);
  const pool = sameStyle.length > 0 ? sameStyle : faces;
  return [...pool].sort((a, b) => Math.abs(a.weight - like.weight) - Math.abs(b.weight - like.weight))[0]!;
}

export function resolveTheme(
  template: TTemplateDefinition,
  theme: TTemplateTheme | undefined,
): TResolvedTheme {
  const design = template.meta;
  const designPalette = Object.fromEntries(
    Object.entries(design.palette).map(([key, value]) => [key, value.toLowerCase()]),
  ) as TPalette;
  let palette: TPalette = { ...designPalette, ...cleanPalette(theme?.palette) };
  // A record saved before the API checked contrast must not make the page unreadable.
  if (paletteContrastIssues(palette).length > 0) palette = designPalette;
  const fonts = { ...design.fonts, ...cleanFonts(theme?.fonts) };

  const changed = new Set(
    (Object.keys(PALETTE_VARS) as TPaletteKey[]).filter((key) => palette[key] !== designPalette[key]),
  );
  const declarations: string[] = [];
  for (const key of changed) declarations.push(`${PALETTE_VARS[key]}:${palette[key]}`);
  const rootVars = designRootVars(template);
  for (const derived of [...DERIVED, ...(template.themeVars ?? [])]) {
    const own = rootVars.get(derived.name);
    if (own === undefined) continue;
    const unreadable =
      derived.on?.some(
        (key) => changed.has(key) && (!HEX.test(own) || contrastRatio(own, palette[key]) < MIN_TEXT_CONTRAST),
      ) ?? false;
    if (changed.has(derived.from) || unreadable)
      declarations.push(`${derived.name}:var(${PALETTE_VARS[derived.from]})`);
  }
  for (const shade of SHADES) {
    if (rootVars.has(shade.name) && shade.keys.some((key) => changed.has(key)))
      declarations.push(`${shade.name}:none`);
  }
  const changedRoles = new Set(
    (['display', 'body'] as const).filter((role) => fonts[role] !== design.fonts[role]),
  );
  for (const variable of FONT_VARS) {
    if (!rootVars.has(variable)) continue;
    const role = roleOf(template, variable);
    if (role && changedRoles.has(role)) declarations.push(`${variable}:${fontStack(fonts[role])}`);
  }

  const own = templateFontFiles(design.id);
  const used = new Set([fonts.display, fonts.body]);
  const faces = [
    ...own.filter((face) => used.has(face.family)),
    ...[...used].filter((family) => !own.some((face) => face.family === family)).flatMap(familyFaces),
  ];
  const designPreload = own[0]!;
  const preloadRole: TFontRole = designPreload.family === design.fonts.display ? 'display' : 'body';
  const preload = changedRoles.has(preloadRole)
    ? closestFace(fonts[preloadRole], designPreload)
    : designPreload;

  return {
    palette,
    fonts,
    faces,
    preload,
    css: declarations.length > 0 ? `.inv.tpl-${design.id}{${declarations.join(';')}}` : '',
  };
}
