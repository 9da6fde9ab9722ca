import { isWebUrl } from '@undangin/shared';

/** Every link a page renders goes through here: only http(s), so nothing a user writes becomes a script. */
export function safeHref(value: string | undefined, httpsOnly = false): string | undefined {
  const trimmed = value?.trim();
  return trimmed && isWebUrl(trimmed, httpsOnly) ? trimmed : undefined;
}

/**
 * URLs the server builds for stored files: a same-site path, an absolute http(s) URL, or an inline
 * image (demo art). Anything else is dropped.
 */
export function safeAssetUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\/(?!\/)/.test(trimmed) || /^\.{0,2}\/[^/]/.test(trimmed)) return trimmed;
  if (/^data:image\/(svg\+xml|webp|png|jpeg)[;,]/i.test(trimmed)) return trimmed;
  return isWebUrl(trimmed) ? trimmed : undefined;
}

export function instagramUrl(handle: string | undefined): string | undefined {
  const clean = handle?.trim().replace(/^@/, '');
  return clean && /^[A-Za-z0-9._]{1,30}$/.test(clean) ? `https://www.instagram.com/${clean}/` : undefined;
}

/** Resolves a possibly relative URL against the page's absolute URL (Open Graph wants absolute ones). */
export function absoluteUrl(value: string | undefined, base: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('data:')) return undefined;
  try {
    return new URL(value, base).toString();
  } catch {
    return undefined;
  }
}
