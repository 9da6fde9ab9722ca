import type { TImageWidth } from '@undangin/shared/invitations/content';
import { MEDIA_MAX_BYTES } from '@undangin/shared/invitations/schemas';
import { numberFormat } from '../../../lib/intl-format';

/**
 * Where the server serves an invitation's files (the same rule as the API's media module): images as
 * WebP variants by width, music under its own name. A draft's files need the invitation's media token.
 */
export function mediaUrl(key: string, token: string, width?: TImageWidth): string {
  const path = /\.[a-z0-9]+$/.test(key) ? key : `${key}-${width ?? 960}.webp`;
  return `/u/assets/media/${path}?t=${encodeURIComponent(token)}`;
}

/** The size in megabytes with one decimal, rounded up, written the way `locale` writes numbers. */
export function megabytes(bytes: number, locale: string): string {
  const value = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

/** Checked before uploading so a phone does not send 40 MB only to hear "too large". */
export function isTooLarge(file: File): boolean {
  return file.size > MEDIA_MAX_BYTES;
}
