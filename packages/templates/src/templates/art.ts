/** Helpers for the drawings templates carry in their CSS and thumbnails. */

/** An SVG as a CSS url() value: quotes become single quotes and the few characters URLs reserve are escaped. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/%/g, '%25').replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}

/** Every thumbnail is a phone screen of this size. */
export const THUMBNAIL_SIZE = { width: 120, height: 200 } as const;

/** A 120×200 phone-screen thumbnail with rounded corners around `body`; `id` keeps its clip path unique when inlined. */
export function thumbnailFrame(id: string, background: string, body: string): string {
  const { width, height } = THUMBNAIL_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><clipPath id="thumb-${id}"><rect width="${width}" height="${height}" rx="12"/></clipPath></defs><g clip-path="url(#thumb-${id})"><rect width="${width}" height="${height}" fill="${background}"/>${body}</g></svg>`;
}
