import type { TGuest, TGuestSendKind, TMessageSettings } from '@undangin/shared/guests/schemas';
import { fillMessage, messageValues } from './message';
import { waMeUrl } from './whatsapp';

export type TSendKind = TGuestSendKind;

/** The message a guest receives, from the owner's template of that kind. */
export function guestMessage(guest: TGuest, settings: TMessageSettings, kind: TSendKind): string {
  return fillMessage(
    kind === 'reminder' ? settings.reminder : settings.invitation,
    messageValues(guest, settings.context),
  );
}

/** The wa.me link for the guest, or null without a number. */
export function guestWhatsAppUrl(guest: TGuest, settings: TMessageSettings, kind: TSendKind): string | null {
  return guest.phone ? waMeUrl(guest.phone, guestMessage(guest, settings, kind)) : null;
}

/** Opens WhatsApp in another tab so the list stays where it was. */
export function openWhatsApp(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
