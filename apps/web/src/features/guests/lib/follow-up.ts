import type { TGuestSegment, TReadyMessageKey } from '@undangin/shared/guests/followups';
import { READY_MESSAGES } from '@undangin/shared/guests/messages';
import type { TGuest, TGuestSendKind, TMessageSettings } from '@undangin/shared/guests/schemas';
import type { TPageLanguage } from '@undangin/shared/invitations/content';
import { fillMessage, messageValues } from './message';

/** The messages a follow-up can start from: the couple's two saved ones, or a ready-made one. */
export type TFollowUpSource = 'invitation' | 'reminder' | TReadyMessageKey;

/** The message each segment starts with; the couple can pick another or edit it. */
export const SEGMENT_SOURCES: Record<TGuestSegment, TFollowUpSource> = {
  not_sent: 'invitation',
  sent_not_opened: 'rsvp_nudge',
  opened_no_answer: 'rsvp_nudge',
  attending: 'day_before',
  not_attending: 'reminder',
};

/** The follow-up as chosen: where it started, and the couple's own text once they changed it. */
export type TFollowUpChoice = { source: TFollowUpSource; edited: string | null };

/** The text a source gives in a language: a ready-made one has its own per language, a saved one has one. */
export function sourceText(
  source: TFollowUpSource,
  settings: TMessageSettings,
  language: TPageLanguage,
): string {
  if (source === 'invitation' || source === 'reminder') return settings[source];
  return READY_MESSAGES[source][language];
}

/** A short, stable name for a text written for one round of follow-ups (FNV-1a), kept with each send. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type TOutgoing = { text: string; kind: TGuestSendKind; template: string };

/**
 * The message one guest receives and how it is recorded: a ready-made message in the guest's own
 * language (Indonesian when they have none), the couple's saved one as saved, or their edited text as
 * their own ("custom"), its answers written in the guest's language.
 */
export function followUpFor(guest: TGuest, settings: TMessageSettings, choice: TFollowUpChoice): TOutgoing {
  const language = guest.language ?? 'id';
  const values = messageValues(guest, settings.context, language);
  if (choice.edited !== null) {
    return {
      text: fillMessage(choice.edited, values),
      kind: 'custom',
      template: `text:${textHash(choice.edited)}`,
    };
  }
  const { source } = choice;
  if (source === 'invitation' || source === 'reminder') {
    return { text: fillMessage(settings[source], values), kind: source, template: `saved_${source}` };
  }
  return {
    text: fillMessage(READY_MESSAGES[source][language], values),
    kind: 'reminder',
    template: `${source}:${language}`,
  };
}
