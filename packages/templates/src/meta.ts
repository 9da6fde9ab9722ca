import { formatLongDate, guestAddress } from './format';
import type { TPageModel } from './types';
import { absoluteUrl, safeAssetUrl } from './url';

export type TPageMeta = {
  title: string;
  description: string;
  url?: string;
  imageUrl?: string;
  imageAlt: string;
};

/**
 * The Open Graph and Twitter tags WhatsApp reads for its link preview: the couple's names (with the
 * guest's on a personal link), the date and place, and the cover image at 960 px.
 */
export function pageMeta(m: TPageModel): TPageMeta {
  const base = m.coupleShort ? `${m.t.invitationOf} ${m.coupleShort}` : m.t.invitationOf;
  const guestName = guestAddress(m.props.guest);
  const event = m.mainEvent;
  const when = event?.date ? formatLongDate(event.date, m.t) : undefined;
  const where = event?.venue?.trim();
  const cover = m.content.coverPhoto?.key
    ? safeAssetUrl(m.props.assetUrl(m.content.coverPhoto.key, 960))
    : undefined;
  return {
    title: guestName ? m.t.metaGuest(base, guestName) : base,
    description: [[when, where].filter(Boolean).join(' · '), m.t.metaCta].filter(Boolean).join('. '),
    url: m.props.pageUrl,
    imageUrl: absoluteUrl(cover, m.props.pageUrl),
    imageAlt: m.content.coverPhoto?.alt?.trim() || base,
  };
}
