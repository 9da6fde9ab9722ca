import { contrastRatio, MIN_TEXT_CONTRAST } from '../wcag-contrast';

export { contrastRatio, luminance, MIN_TEXT_CONTRAST } from '../wcag-contrast';

/**
 * WCAG 2.2 contrast for a template's palette. An administrator's palette that makes text unreadable is
 * refused on save with a message on the colour to change, rather than adjusted behind their back: the
 * page then shows exactly the colours they chose, and the form says which one to fix.
 */

/** The pairs the invitation pages draw text with: the foreground key carries the message. */
export const PALETTE_CONTRAST_RULES = [
  {
    key: 'ink',
    against: ['background', 'surface'],
    message: 'Warna Teks kurang kontras dengan Latar halaman atau Permukaan kartu (minimal 4,5:1, WCAG AA)',
  },
  {
    key: 'muted',
    against: ['background', 'surface'],
    message:
      'Warna Teks redup kurang kontras dengan Latar halaman atau Permukaan kartu (minimal 4,5:1, WCAG AA)',
  },
  {
    // Links, the outlined buttons and the chosen answer are drawn in the accent on the page.
    key: 'accent',
    against: ['background', 'surface'],
    message:
      'Warna Aksen dipakai untuk tautan dan harus kontras dengan Latar halaman dan Permukaan kartu (minimal 4,5:1, WCAG AA)',
  },
  {
    key: 'accentInk',
    against: ['accent'],
    message: 'Warna Teks di atas aksen kurang kontras dengan warna Aksen (minimal 4,5:1, WCAG AA)',
  },
  {
    key: 'coverInk',
    against: ['cover'],
    message: 'Warna Teks sampul kurang kontras dengan warna Sampul (minimal 4,5:1, WCAG AA)',
  },
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

export type TPaletteContrastIssue = { key: string; message: string };

/**
 * The foreground colours that fail AA on what they are drawn on. Pairs with a missing or malformed
 * colour are left to the format check.
 */
export function paletteContrastIssues(palette: Readonly<Record<string, string>>): TPaletteContrastIssue[] {
  const issues: TPaletteContrastIssue[] = [];
  for (const rule of PALETTE_CONTRAST_RULES) {
    const fg = palette[rule.key];
    if (!fg || !HEX.test(fg)) continue;
    const fails = rule.against.some((bgKey) => {
      const bg = palette[bgKey];
      return bg !== undefined && HEX.test(bg) && contrastRatio(fg, bg) < MIN_TEXT_CONTRAST;
    });
    if (fails) issues.push({ key: rule.key, message: rule.message });
  }
  return issues;
}
