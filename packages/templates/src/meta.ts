import { formatLongDate, guestAddress } from './format';
import type { TPageModel, TShareImage } from './types';
import { absoluteUrl } from './url';

export type TPageMeta = {
  title: string;
  description: string;
  url?: string;
  image?: TShareImage;
  imageAlt: string;
};

/**
 * The Open Graph and Twitter tags WhatsApp reads for its link preview: the couple's names (with the
 * guest's on a personal link), the date and place, and the picture the server made for it.
 */
export function pageMeta(m: TPageModel, shareImage?: TShareImage): TPageMeta {
  const base = m.coupleShort ? `${m.t.invitationOf} ${m.coupleShort}` : m.t.invitationOf;
  const guestName = guestAddress(m.props.guest);
  const event = m.mainEvent;
  const when = event?.date ? formatLongDate(event.date, m.t) : undefined;
  const where = event?.venue?.trim();
  const imageUrl = absoluteUrl(shareImage?.url, m.props.pageUrl);
  return {
    title: guestName ? m.t.metaGuest(base, guestName) : base,
    description: [[when, where].filter(Boolean).join(' · '), m.t.metaCta].filter(Boolean).join('. '),
    url: m.props.pageUrl,
    image: shareImage && imageUrl ? { ...shareImage, url: imageUrl } : undefined,
    // The server's picture is the cover whenever there is one.
    imageAlt: (m.content.coverPhoto?.key && m.content.coverPhoto.alt?.trim()) || base,
  };
}
