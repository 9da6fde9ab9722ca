import {
  TIME_ZONE_OFFSET_MINUTES,
  type TInvitationEvent,
  type TInvitationPerson,
  type TTimeZone,
} from '@undangin/shared';
import type { TDictionary } from './i18n';
import type { TPageGuest } from './types';

/** Dates are formatted by hand: the words are the dictionary's, and no time zone of the machine leaks in. */

function parts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "Sabtu, 12 September 2026" */
export function formatLongDate(date: string, t: TDictionary): string {
  const p = parts(date);
  return `${t.weekdays[p.weekday]}, ${p.day} ${t.months[p.month - 1]} ${p.year}`;
}

/** "12 September 2026" */
export function formatDate(date: string, t: TDictionary): string {
  const p = parts(date);
  return `${p.day} ${t.months[p.month - 1]} ${p.year}`;
}

/** The pieces a template lays out on its own: day number, month name, weekday, year. */
export function dateParts(date: string, t: TDictionary) {
  const p = parts(date);
  return {
    day: String(p.day).padStart(2, '0'),
    month: t.months[p.month - 1]!,
    monthNumber: String(p.month).padStart(2, '0'),
    weekday: t.weekdays[p.weekday]!,
    year: String(p.year),
  };
}

/** "12 . 09 . 2026" */
export function formatDotDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day} . ${month} . ${year}`;
}

export function formatClock(time: string, t: TDictionary): string {
  return time.replace(':', t.timeSeparator);
}

/** "08.00 – 10.00 WIB" or "08.00 WIB – selesai". */
export function formatTimeRange(event: TInvitationEvent, t: TDictionary): string {
  if (!event.startTime) return '';
  const zone = event.timeZone ? ` ${event.timeZone}` : '';
  const start = formatClock(event.startTime, t);
  return event.endTime
    ? `${start} – ${formatClock(event.endTime, t)}${zone}`
    : `${start}${zone} – ${t.untilDone}`;
}

export function eventTitle(event: TInvitationEvent, t: TDictionary): string {
  if (event.kind === 'custom' || !event.kind) return event.customName?.trim() || t.eventKind.custom;
  return t.eventKind[event.kind];
}

/** The date a wish was written, in the invitation's time zone so guests and couple read the same day. */
export function formatWishDate(iso: string, zone: TTimeZone, t: TDictionary): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + TIME_ZONE_OFFSET_MINUTES[zone] * 60_000);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}${t.timeSeparator}${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${local.getUTCDate()} ${t.months[local.getUTCMonth()]!.slice(0, 3)} ${local.getUTCFullYear()}, ${time}`;
}

export function displayName(person: TInvitationPerson | undefined): string {
  return person?.nickname?.trim() || person?.fullName?.trim() || '';
}

/** "Bapak Budi Santoso": how the page addresses the guest of a personal link; empty on the general link. */
export function guestAddress(guest: TPageGuest | undefined): string {
  return guest ? [guest.salutation, guest.name].filter((part) => part?.trim()).join(' ') : '';
}

export function initial(person: TInvitationPerson | undefined): string {
  return Array.from(displayName(person))[0]?.toUpperCase() ?? '';
}
