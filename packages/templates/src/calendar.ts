import {
  eventEndUtc,
  eventStartUtc,
  type TInvitationContentDraft,
  type TInvitationEvent,
  type TPageLanguage,
} from '@undangin/shared';
import { displayName, eventTitle } from './format';
import { dictionary } from './i18n';

/**
 * "Simpan ke Kalender": the page links to /u/:slug/calendar/:eventId.ics, which the server answers
 * with buildEventIcs, and to Google Calendar. Times are written in UTC, so every calendar app places
 * the event right whatever zone the guest's phone is in.
 */

export function calendarPath(slug: string, eventId: string): string {
  return `/u/${encodeURIComponent(slug)}/calendar/${encodeURIComponent(eventId)}.ics`;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function coupleTitle(content: TInvitationContentDraft): string {
  const bride = displayName(content.couple?.bride);
  const groom = displayName(content.couple?.groom);
  const [a, b] = content.couple?.whichFirst === 'groom' ? [groom, bride] : [bride, groom];
  return [a, b].filter(Boolean).join(' & ');
}

function summary(event: TInvitationEvent, content: TInvitationContentDraft, locale: TPageLanguage): string {
  const couple = coupleTitle(content);
  const title = eventTitle(event, dictionary(locale));
  return couple ? `${title} ${couple}` : title;
}

function location(event: TInvitationEvent): string {
  return [event.venue, event.address].filter((part) => part?.trim()).join(', ');
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11). Every kind of line break becomes the escaped \n, since some
 * readers end a line at a bare CR or a Unicode separator; a break left raw would let content add
 * lines (ATTACH, X-…) to the file. Other control characters are dropped: TEXT may not hold them.
 */
function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

/** Folds a content line at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type TIcsOptions = {
  event: TInvitationEvent;
  content: TInvitationContentDraft;
  slug: string;
  locale: TPageLanguage;
  /** Absolute URL of the invitation page, written into the entry. */
  pageUrl?: string;
  /** DTSTAMP; defaults to the current time. */
  now?: number;
};

/** A one-event iCalendar file, or undefined while the event has no date, start time or zone. */
export function buildEventIcs(options: TIcsOptions): string | undefined {
  const { event, content, slug, locale, pageUrl } = options;
  const start = eventStartUtc(event);
  const end = eventEndUtc(event);
  if (start === undefined || end === undefined) return undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Undangin//Undangan Pernikahan//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(`${event.id}.${slug}@undangin`)}`,
    `DTSTAMP:${utcStamp(options.now ?? Date.now())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsText(summary(event, content, locale))}`,
  ];
  const where = location(event);
  if (where) lines.push(`LOCATION:${icsText(where)}`);
  if (pageUrl) lines.push(`DESCRIPTION:${icsText(pageUrl)}`, `URL:${icsText(pageUrl)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A Google Calendar "add event" link, or undefined while the event is incomplete. */
export function googleCalendarUrl(
  event: TInvitationEvent,
  content: TInvitationContentDraft,
  locale: TPageLanguage,
  pageUrl?: string,
): string | undefined {
  const start = eventStartUtc(event);
  const end = eventEndUtc(event);
  if (start === undefined || end === undefined) return undefined;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: summary(event, content, locale),
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
  });
  const where = location(event);
  if (where) params.set('location', where);
  if (pageUrl) params.set('details', pageUrl);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
