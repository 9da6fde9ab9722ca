import type { TTimeZone } from './content';

/**
 * Indonesia's three time zones as numbers and names, in a module of their own: it imports nothing at
 * run time, so a screen that formats a time does not pull the content schemas (and zod) into its
 * bundle, as importing them from time.ts did to the dashboard's first load.
 */

export const TIME_ZONE_OFFSET_MINUTES: Record<TTimeZone, number> = { WIB: 7 * 60, WITA: 8 * 60, WIT: 9 * 60 };
export const TIME_ZONE_OFFSET: Record<TTimeZone, string> = { WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' };
/** Each zone's IANA name, for Intl on a device that may sit in another zone. */
export const TIME_ZONE_IANA: Record<TTimeZone, string> = {
  WIB: 'Asia/Jakarta',
  WITA: 'Asia/Makassar',
  WIT: 'Asia/Jayapura',
};
