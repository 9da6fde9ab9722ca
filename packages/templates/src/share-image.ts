import { getTemplate } from './registry';
import { THUMBNAIL_SIZE } from './templates/art';

/** The size link previews show large (WhatsApp, Facebook, X): 1.91 to 1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The thumbnail at 2.75 times its size, centred, with room for its shadow. */
const CARD = { width: 330, height: 550 };

/**
 * A template's own link-preview picture, for an invitation without a cover photo and for the demo:
 * its thumbnail drawn as a phone screen on the design's page colour. An SVG, which link previews do
 * not show, so the server turns it into a JPEG.
 */
export function templateShareSvg(templateId: string): string {
  const { meta } = getTemplate(templateId);
  const { width, height } = SHARE_IMAGE_SIZE;
  const left = (width - CARD.width) / 2;
  const top = (height - CARD.height) / 2;
  const scale = CARD.height / THUMBNAIL_SIZE.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<filter id="share-shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>` +
    `<rect width="${width}" height="${height}" fill="${meta.palette.background}"/>` +
    `<rect x="${left}" y="${top + 14}" width="${CARD.width}" height="${CARD.height}" rx="33" fill="#000" fill-opacity=".3" filter="url(#share-shadow)"/>` +
    `<g transform="translate(${left} ${top}) scale(${scale})">${meta.thumbnail}</g></svg>`
  );
}
