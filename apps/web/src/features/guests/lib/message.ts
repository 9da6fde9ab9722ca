import type { TMessageContext } from '@undangin/shared/guests/schemas';
import type { TMessagePlaceholder } from '@undangin/shared/guests/messages';

export type TMessageValues = Record<TMessagePlaceholder, string>;

const PLACEHOLDER = /( ?)\{(nama|salam|link|mempelai|tanggal|lokasi)\}( ?)/gi;

/**
 * Fills a message template. A placeholder without a value (a guest without a salutation) disappears
 * with one of the spaces around it, so "Kepada Yth. {salam} {nama}" never reads with a double space.
 * Anything else in braces is left as the owner wrote it.
 */
export function fillMessage(template: string, values: TMessageValues): string {
  return template.replace(PLACEHOLDER, (_match, before: string, key: string, after: string) => {
    const value = values[key.toLowerCase() as TMessagePlaceholder];
    if (value) return `${before}${value}${after}`;
    return before && after ? ' ' : '';
  });
}

type TGuestLike = { name: string; salutation: string | null; link: string; invitedEventIds: string[] };

/** The values for one guest: {tanggal} and {lokasi} come from the first event they are invited to. */
export function messageValues(guest: TGuestLike, context: TMessageContext): TMessageValues {
  const invited = guest.invitedEventIds.length
    ? context.events.filter((event) => guest.invitedEventIds.includes(event.id))
    : context.events;
  const event = invited[0] ?? context.events[0];
  return {
    nama: guest.name,
    salam: guest.salutation ?? '',
    link: guest.link,
    mempelai: context.couple,
    tanggal: event?.date ?? '',
    lokasi: event?.location ?? '',
  };
}
