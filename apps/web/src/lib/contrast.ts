/** WCAG 2 contrast arithmetic, used to give every text on a brand colour a tone that passes AA. */
import { contrastRatio, luminance, MIN_TEXT_CONTRAST } from '@undangin/shared/wcag-contrast';

export { contrastRatio };
export const AA_TEXT = MIN_TEXT_CONTRAST;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
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
