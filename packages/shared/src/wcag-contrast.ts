/**
 * WCAG 2 contrast arithmetic, on its own so the web app's theme can use it without the template
 * palette rules and their messages (templates/contrast.ts).
 */

/** Normal-size text, WCAG AA. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG relative luminance of a #RRGGBB colour, from 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
