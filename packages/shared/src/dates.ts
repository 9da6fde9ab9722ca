import type { TTimeZone } from './invitations/content';
import { TIME_ZONE_OFFSET_MINUTES } from './invitations/time-zones';

/**
 * Western Indonesian time (WIB), which the product dates its days by (invoices, transfers, exports,
 * months of revenue). Indonesia keeps no daylight saving, so a fixed shift from UTC is exact.
 */
export const WIB_OFFSET_MS = TIME_ZONE_OFFSET_MINUTES.WIB * 60 * 1000;

/** The calendar day in an Indonesian zone at an instant, as YYYY-MM-DD (what a date field holds). */
function dateIn(zone: TTimeZone, instant: Date): string {
  return new Date(instant.getTime() + TIME_ZONE_OFFSET_MINUTES[zone] * 60 * 1000).toISOString().slice(0, 10);
}

/** The calendar day in Jakarta at an instant. */
export function jakartaDate(instant: Date): string {
  return dateIn('WIB', instant);
}

/** Today's date in the easternmost Indonesian zone (WIT), so no Indonesian "today" is refused. */
export function latestIndonesianDate(now: Date): string {
  return dateIn('WIT', now);
}
