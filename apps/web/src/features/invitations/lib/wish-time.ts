import { TIME_ZONE_IANA } from '@undangin/shared/invitations/time';
import type { TTimeZone } from '@undangin/shared/invitations/content';
import { dateTimeFormat } from '../../../lib/intl-format';

/**
 * When a wish was written, in the invitation's time zone with its label, as the guests' page shows it:
 * the couple's phone may sit in another zone, and the device's own time would name a different hour.
 */
export function formatWishTime(iso: string, zone: TTimeZone, language: string): string {
  const format = dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE_IANA[zone],
  });
  return `${format.format(new Date(iso))} ${zone}`;
}
