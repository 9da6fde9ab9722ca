import { dateTimeFormat } from '../../../lib/intl-format';

/** Dates and times of billing screens, in the reader's language and Jakarta time (WIB). */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));
}

export function formatDate(isoDate: string, language: string): string {
  // A calendar date (YYYY-MM-DD) has no time zone: read and written in UTC it stays that day.
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** What is left until `until`, as h:mm:ss; null once it has passed. */
export function timeLeft(until: number, now: number): string | null {
  const ms = until - now;
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
