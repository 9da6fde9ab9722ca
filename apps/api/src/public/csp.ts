import { createHash } from 'node:crypto';

/** The hash a CSP names to allow one exact inline script and nothing else. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The invitation page's policy: its own inline script by hash, never 'unsafe-inline' for scripts.
 * Styles stay inline (the template's CSS is in the page); images, fonts and music come from this site,
 * and the editor (same site) may show a page in a frame.
 */
export function invitationPageCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The pages without any script: the error pages and the visitors' home page. */
export const STATUS_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
