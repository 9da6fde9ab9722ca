import {
  eventEndUtc,
  GUEST_DATA_RETENTION_DAYS,
  type TGuestPrivacy,
  type TInvitationContentDraft,
} from '@undangin/shared';
import type { TPrivacyRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the invitation's last event; null while no event has a date and a start time. */
export function lastEventEnd(content: TInvitationContentDraft): Date | null {
  const ends = (content.events ?? []).map(eventEndUtc).filter((end): end is number => end !== undefined);
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/** When phones and e-mails are erased: 90 days after the last event, or later when the owner extended. */
export function erasureDate(content: TInvitationContentDraft, privacy: TPrivacyRow | undefined): Date | null {
  const end = lastEventEnd(content);
  if (!end) return null;
  const due = new Date(end.getTime() + GUEST_DATA_RETENTION_DAYS * DAY_MS);
  const extended = privacy?.extendedUntil;
  return extended && extended > due ? extended : due;
}

export function extendedErasureDate(current: Date | null, now: Date, days: number): Date {
  const from = current && current > now ? current : now;
  return new Date(from.getTime() + days * DAY_MS);
}

export function toPrivacy(content: TInvitationContentDraft, privacy: TPrivacyRow | undefined): TGuestPrivacy {
  return {
    eraseAt: erasureDate(content, privacy)?.toISOString() ?? null,
    extendedUntil: privacy?.extendedUntil?.toISOString() ?? null,
    erasedAt: privacy?.erasedAt?.toISOString() ?? null,
    keepGiftBook: privacy?.keepGiftBook ?? true,
  };
}
