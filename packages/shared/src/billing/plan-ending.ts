import type { TInvitationEvent } from '../invitations/content';
import { eventEndUtc } from '../invitations/time';

/**
 * How close to its end a plan is flagged: the dashboard and the packages screen show its days left as
 * a warning, and the billing jobs remind the owner, from this many days before the page goes down.
 */
export const PLAN_ENDING_SOON_DAYS = 3;

/** Whether a plan with `daysLeft` whole days left (0 once ended) is ending soon. */
export function planEndsSoon(daysLeft: number): boolean {
  return daysLeft <= PLAN_ENDING_SOON_DAYS;
}

/**
 * A page that stops within this many days after the last event is warned about too: guests come back
 * after the wedding to look again and to leave their wishes.
 */
export const PAGE_END_GRACE_DAYS = 7;

/**
 * Why the end of the page's active period deserves a warning: it stops before the last event is over,
 * or less than PAGE_END_GRACE_DAYS after it.
 */
export const PAGE_END_WARNINGS = ['beforeLastEvent', 'soonAfterLastEvent'] as const;
export type TPageEndWarning = (typeof PAGE_END_WARNINGS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event that ends last, of those with a date, a start time and a time zone; of two that end at once,
 * the one written first.
 */
export function lastEvent(events: readonly TInvitationEvent[]): TInvitationEvent | undefined {
  let last: { event: TInvitationEvent; end: number } | undefined;
  for (const event of events) {
    const end = eventEndUtc(event);
    if (end !== undefined && (!last || end > last.end)) last = { event, end };
  }
  return last?.event;
}

/**
 * Whether the page's end (`activeUntil`, null: no end) comes too early for the invitation's events.
 * The last event counts until it ends, in its own time zone. Once the week after it has passed there is
 * nothing left to protect, so nothing is said.
 */
export function pageEndWarning(
  activeUntil: Date | null,
  events: readonly TInvitationEvent[],
  now: Date,
): TPageEndWarning | null {
  const last = lastEvent(events);
  if (!activeUntil || !last) return null;
  const eventEnd = eventEndUtc(last)!;
  const graceEnd = eventEnd + PAGE_END_GRACE_DAYS * DAY_MS;
  if (now.getTime() >= graceEnd || activeUntil.getTime() > graceEnd) return null;
  return activeUntil.getTime() < eventEnd ? 'beforeLastEvent' : 'soonAfterLastEvent';
}
