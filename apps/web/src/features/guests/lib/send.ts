import type { TGuest, TMessageSettings, TMessageTemplates } from '@undangin/shared/guests/schemas';
import { fillMessage, messageValues } from './message';
import { waMeUrl } from './whatsapp';

/** The couple's two saved messages, which the row's send button and the walk-through's modes use. */
export type TSendKind = keyof TMessageTemplates;

/** The message a guest receives, from the owner's template of that kind. */
export function guestMessage(guest: TGuest, settings: TMessageSettings, kind: TSendKind): string {
  return fillMessage(settings[kind], messageValues(guest, settings.context, guest.language ?? 'id'));
}

/** The wa.me link for the guest, or null without a number. */
export function guestWhatsAppUrl(guest: TGuest, settings: TMessageSettings, kind: TSendKind): string | null {
  return guest.phone ? waMeUrl(guest.phone, guestMessage(guest, settings, kind)) : null;
}

/** Opens WhatsApp in another tab so the list stays where it was. */
export function openWhatsApp(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
