import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * MUI's styles are written left-to-right; for Arabic they are flipped by the RTL stylis plugin. The
 * plugin is loaded only when right-to-left is first needed, so left-to-right pages do not carry it.
 */
const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;

export async function loadRtlCache(): Promise<void> {
  if (rtlCache) return;
  const { default: rtlPlugin } = await import('@mui/stylis-plugin-rtl');
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
