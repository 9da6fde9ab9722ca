import type { TMessageContext } from '@undangin/shared/guests/schemas';
import { MESSAGE_PLACEHOLDERS, type TMessagePlaceholder } from '@undangin/shared/guests/messages';

export type TMessageValues = Record<TMessagePlaceholder, string>;

const PLACEHOLDER = new RegExp(`( ?)\\{(${MESSAGE_PLACEHOLDERS.join('|')})\\}( ?)`, 'gi');

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

type TMessageEvent = TMessageContext['events'][number];

/** "🗓️ Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo", leaving out what the couple has not filled in. */
function eventLine(event: TMessageEvent): string {
  const date = event.date ? `: ${event.date}` : '';
  const place = event.location ? ` 📍 ${event.location}` : '';
  return `🗓️ ${event.label}${date}${place}`;
}

/**
 * The values for one guest. {acara} lists every event they are invited to, one per line; {tanggal} and
 * {lokasi} come from the first. A guest invited to nothing the invitation still has hears of every event.
 */
export function messageValues(guest: TGuestLike, context: TMessageContext): TMessageValues {
  const invited = context.events.filter((event) => guest.invitedEventIds.includes(event.id));
  const events = invited.length ? invited : context.events;
  return {
    nama: guest.name,
    salam: guest.salutation ?? '',
    link: guest.link,
    mempelai: context.couple,
    acara: events.map(eventLine).join('\n'),
    tanggal: events[0]?.date ?? '',
    lokasi: events[0]?.location ?? '',
  };
}
