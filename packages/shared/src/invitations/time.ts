import {
  isEventComplete,
  resolveSettings,
  type TInvitationContentDraft,
  type TInvitationEvent,
  type TTimeZone,
} from './content';
import { TIME_ZONE_OFFSET_MINUTES } from './time-zones';

/**
 * Wall-clock times of an invitation are written in the event's own Indonesian time zone; these turn
 * them into instants so that a countdown, a calendar file and an RSVP deadline agree wherever the
 * guest's phone is.
 */

export { TIME_ZONE_IANA, TIME_ZONE_OFFSET, TIME_ZONE_OFFSET_MINUTES } from './time-zones';

/** A calendar entry without an end time lasts this long. */
export const DEFAULT_EVENT_DURATION_MINUTES = 120;

/** The instant (ms since epoch) of `date` `time` in Indonesian time zone `zone`. */
export function zonedTimeToUtc(date: string, time: string, zone: TTimeZone): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hours, minutes) - TIME_ZONE_OFFSET_MINUTES[zone] * 60_000;
}

/** When the event starts, or undefined while its date, start time or zone is missing. */
export function eventStartUtc(event: TInvitationEvent): number | undefined {
  if (!event.date || !event.startTime || !event.timeZone) return undefined;
  return zonedTimeToUtc(event.date, event.startTime, event.timeZone);
}

/** When the event ends: its end time, or the default duration after its start. */
export function eventEndUtc(event: TInvitationEvent): number | undefined {
  const start = eventStartUtc(event);
  if (start === undefined) return undefined;
  if (event.endTime && event.date && event.timeZone) {
    const end = zonedTimeToUtc(event.date, event.endTime, event.timeZone);
    if (end > start) return end;
  }
  return start + DEFAULT_EVENT_DURATION_MINUTES * 60_000;
}

/** The first complete event in time order, the one a countdown counts to. */
export function firstEvent(events: readonly TInvitationEvent[]): TInvitationEvent | undefined {
  return events.filter(isEventComplete).sort((a, b) => (eventStartUtc(a) ?? 0) - (eventStartUtc(b) ?? 0))[0];
}

/**
 * The invitation's own time zone, its main event's. A time that belongs to no event (when a wish was
 * written) is shown in it, labelled, on the guest's page and the couple's screens alike.
 */
export function invitationTimeZone(events: readonly TInvitationEvent[]): TTimeZone {
  return (firstEvent(events) ?? events[0])?.timeZone ?? 'WIB';
}

/** The last instant an RSVP is accepted: the end of the deadline day in the first event's time zone. */
export function rsvpDeadlineUtc(content: TInvitationContentDraft): number | undefined {
  const deadline = resolveSettings(content).rsvpDeadline;
  if (!deadline) return undefined;
  const zone = firstEvent(content.events ?? [])?.timeZone ?? 'WIB';
  return zonedTimeToUtc(deadline, '23:59', zone) + 59_999;
}

/** Whether guests may still answer: RSVP switched on and the deadline, if any, not yet passed. */
export function isRsvpOpen(content: TInvitationContentDraft, now: number): boolean {
  if (!resolveSettings(content).rsvpEnabled) return false;
  const deadline = rsvpDeadlineUtc(content);
  return deadline === undefined || now <= deadline;
}
