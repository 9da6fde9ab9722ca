import type { TGuestRsvp, TMessageContext } from '@undangin/shared/guests/schemas';
import { MESSAGE_PLACEHOLDERS, type TMessagePlaceholder } from '@undangin/shared/guests/messages';
import type { TPageLanguage } from '@undangin/shared/invitations/content';

export type TMessageValues = Record<TMessagePlaceholder, string>;

const PLACEHOLDER = new RegExp(`( ?)\\{(${MESSAGE_PLACEHOLDERS.join('|')})\\}( ?)`, 'gi');

/** The placeholders whose line says nothing without them ("Peta lokasi: {peta}"). */
const LINE_PLACEHOLDERS: TMessagePlaceholder[] = ['peta', 'qr', 'jawaban'];
const LINE_WITH = new RegExp(`^[^\\n]*\\{(${LINE_PLACEHOLDERS.join('|')})\\}[^\\n]*(\\n|$)`, 'gim');

/**
 * Fills a message template. A placeholder without a value (a guest without a salutation) disappears
 * with one of the spaces around it, so "Kepada Yth. {salam} {nama}" never reads with a double space;
 * a line holding {peta}, {qr} or {jawaban} with nothing to fill (no map, no check-in in the package)
 * is left out with its label, and so is the blank line a paragraph of them leaves. Anything else in braces is left as the owner wrote it.
 */
export function fillMessage(template: string, values: TMessageValues): string {
  let dropped = false;
  const kept = template.replace(LINE_WITH, (line: string, key: string) => {
    if (values[key.toLowerCase() as TMessagePlaceholder]) return line;
    dropped = true;
    return '';
  });
  // A paragraph of dropped lines leaves no gap of two empty lines behind.
  return (dropped ? kept.replace(/\n{3,}/g, '\n\n').trimEnd() : kept).replace(
    PLACEHOLDER,
    (_match, before: string, key: string, after: string) => {
      const value = values[key.toLowerCase() as TMessagePlaceholder];
      if (value) return `${before}${value}${after}`;
      return before && after ? ' ' : '';
    },
  );
}

type TGuestLike = {
  name: string;
  salutation: string | null;
  link: string;
  invitedEventIds: string[];
  rsvp?: Pick<TGuestRsvp, 'eventId' | 'attendance' | 'pax'>[];
};

type TMessageEvent = TMessageContext['events'][number];

/** "🗓️ Resepsi: Sabtu, 14 Juni 2031 pukul 11.00 WIB 📍 Pendopo", leaving out what the couple has not filled in. */
function eventLine(event: TMessageEvent): string {
  const date = event.date ? `: ${event.date}` : '';
  const place = event.location ? ` 📍 ${event.location}` : '';
  return `🗓️ ${event.label}${date}${place}`;
}

const ANSWER_WORDS: Record<TPageLanguage, Record<TGuestRsvp['attendance'] | 'none', string>> = {
  id: { hadir: 'hadir', tidak_hadir: 'tidak hadir', ragu: 'masih ragu', none: 'belum menjawab' },
  en: { hadir: 'attending', tidak_hadir: 'not attending', ragu: 'not sure yet', none: 'no answer yet' },
};

/** "Akad Nikah: hadir, 2 orang": the guest's answer for one session, in the message's language. */
function answerLine(event: TMessageEvent, guest: TGuestLike, language: TPageLanguage): string {
  const answer = guest.rsvp?.find((item) => item.eventId === event.id);
  const words = ANSWER_WORDS[language][answer?.attendance ?? 'none'];
  if (answer?.attendance !== 'hadir') return `${event.label}: ${words}`;
  const people = language === 'id' ? 'orang' : answer.pax === 1 ? 'person' : 'people';
  return `${event.label}: ${words}, ${answer.pax} ${people}`;
}

/** One map link alone; several, each on its own line under its event's name. */
function mapLinks(events: TMessageEvent[]): string {
  const mapped = events.filter((event) => event.mapUrl);
  if (mapped.length <= 1) return mapped[0]?.mapUrl ?? '';
  return mapped.map((event) => `\n${event.label}: ${event.mapUrl}`).join('');
}

/**
 * The values for one guest. {acara} lists every event they are invited to, one per line; {tanggal} and
 * {lokasi} come from the first. A guest invited to nothing the invitation still has hears of every event.
 * {qr} is the QR on their page (#qr), only when the package includes check-in; {jawaban} is in `language`.
 */
export function messageValues(
  guest: TGuestLike,
  context: TMessageContext,
  language: TPageLanguage = 'id',
): TMessageValues {
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
    peta: mapLinks(events),
    qr: context.checkIn ? `${guest.link}#qr` : '',
    jawaban: events.map((event) => answerLine(event, guest, language)).join('\n'),
  };
}
