import { TIME_ZONE_IANA } from '@undangin/shared/invitations/time-zones';
import type { TTimeZone } from '@undangin/shared/invitations/content';
import { dateTimeFormat } from './intl-format';

/**
 * An instant in the invitation's time zone with its label, as the guests' page shows it (when a wish
 * was written, until when the page is up): the couple's phone may sit in another zone, and the
 * device's own time would name a different hour.
 */
export function formatZonedTime(iso: string, zone: TTimeZone, language: string): string {
  const format = dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE_IANA[zone],
  });
  return `${format.format(new Date(iso))} ${zone}`;
}
