import { dateTimeFormat } from '../../../lib/intl-format';

/** A date and time the way the reader's language writes it. */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
