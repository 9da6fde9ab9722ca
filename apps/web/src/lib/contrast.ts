/** WCAG 2 contrast arithmetic, used to give every text on a brand colour a tone that passes AA. */
export const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour toward another; amount 0 keeps it, 1 gives the target. */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/**
 * The closest tone of a colour that reads as text on every given background: darkened toward black
 * on light backgrounds, lightened toward white on dark ones.
 */
export function accessibleTone(hex: string, backgrounds: string[], min = AA_TEXT): string {
  const dark = backgrounds.every((bg) => luminance(bg) < 0.2);
  for (let step = 0; step <= 50; step += 1) {
    const tone = mix(hex, dark ? '#FFFFFF' : '#000000', step / 50);
    if (backgrounds.every((bg) => contrastRatio(tone, bg) >= min)) return tone;
  }
  return dark ? '#FFFFFF' : '#000000';
}

/** Dark ink or white, whichever reads better on the surface. */
export function inkOn(surface: string, ink = '#10201D'): string {
  return contrastRatio(ink, surface) >= contrastRatio('#FFFFFF', surface) ? ink : '#FFFFFF';
}
