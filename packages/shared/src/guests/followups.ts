import { z } from 'zod';
import { ZTimestamp } from '../fields';

/**
 * Who a follow-up goes to (issue 17, part 3). Walk-ins are in none: they came without an invitation.
 * With a session (eventId), the answers are that session's: a guest who answered the akad but not the
 * resepsi is "opened without an answer" for the resepsi only.
 */
export const GUEST_SEGMENTS = [
  'not_sent',
  'sent_not_opened',
  'opened_no_answer',
  'attending',
  'not_attending',
] as const;
export type TGuestSegment = (typeof GUEST_SEGMENTS)[number];

export const ZGuestSegment = z.enum(GUEST_SEGMENTS, { error: 'Segmen tamu tidak dikenal' });

/** What a message sent from the walk-through was: the invitation itself, a reminder, or the couple's own text. */
export const FOLLOW_UP_KINDS = ['invitation', 'reminder', 'custom'] as const;
export type TFollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** The ready-made follow-up messages, each in Indonesian and English (READY_MESSAGES in messages.ts). */
export const READY_MESSAGE_KEYS = ['rsvp_nudge', 'day_before'] as const;
export type TReadyMessageKey = (typeof READY_MESSAGE_KEYS)[number];

/**
 * Which message a follow-up used, kept with it: a ready-made key ("rsvp_nudge:en"), the couple's saved
 * reminder ("saved"), or a hash of a text written for this round ("text:1a2b3c4d").
 */
export const ZFollowUpTemplate = z
  .string({ error: 'Template pesan harus berupa teks' })
  .regex(/^[a-z0-9_:-]{1,60}$/, 'Template pesan tidak dikenal');

/** The follow-ups after the invitation a guest was sent: how many, and the last one's time. */
export const ZGuestFollowUps = z.object({
  count: z.number().int(),
  lastAt: ZTimestamp.nullable(),
});

